// The /scripts lists: "mine" (the member's own) and "shared" (friends' scripts they share with
// friends or everyone), newest change first, a page at a time; numbers come from stored columns.
import { and, eq, inArray } from 'drizzle-orm'
import type { Page } from '../../contract/pagination'
import type { ScriptSummary } from '../../contract/scripts'
import type { Database } from '../db/database'
import { scripts, users } from '../db/schema'
import { friendIdsOf } from '../friends/queries'
import { keyset, toPage } from '../http/page-cursor'
import { ownerColumns } from './queries'
import { ownerView } from './view'

export interface ScriptListQuery {
  userId: string
  scope: 'mine' | 'shared'
  limit: number
  cursor?: string | undefined
}

const newestFirst = keyset(scripts.updatedAt, scripts.id, 'desc')

export async function listScripts(db: Database, query: ScriptListQuery): Promise<Page<ScriptSummary>> {
  const after = newestFirst.after(query.cursor)
  let whose
  if (query.scope === 'mine') {
    whose = eq(scripts.ownerId, query.userId)
  } else {
    const friends = await friendIdsOf(db, query.userId)
    if (friends.length === 0) return { items: [], nextCursor: null }
    whose = and(inArray(scripts.ownerId, friends), inArray(scripts.visibility, ['friends', 'public']))
  }
  const rows = await db
    .select({
      id: scripts.id,
      title: scripts.title,
      description: scripts.description,
      visibility: scripts.visibility,
      updatedAt: scripts.updatedAt,
      roleCount: scripts.roleCount,
      lineCount: scripts.lineCount,
      estimatedSeconds: scripts.estimatedSeconds,
      owner: ownerColumns,
    })
    .from(scripts)
    .leftJoin(users, eq(users.id, scripts.ownerId))
    .where(and(whose, after))
    .orderBy(...newestFirst.orderBy)
    .limit(query.limit + 1)
  return toPage(
    rows,
    query.limit,
    ({ owner, updatedAt, ...row }) => ({
      ...row,
      updatedAt: updatedAt.toISOString(),
      // Mine: I am the owner; shared: I am the owner's friend. Both see protected names.
      owner: ownerView(owner, true),
      mine: query.scope === 'mine',
    }),
    (row) => [row.updatedAt, row.id],
  )
}
