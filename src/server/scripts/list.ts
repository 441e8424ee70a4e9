// The script lists: "mine" (the member's own) and "shared" (friends' scripts they share with
// friends or everyone) on /scripts, and one member's scripts as the viewer may read them (a
// friend's, from /friends); newest change first, a page at a time; numbers come from stored columns.
import { and, eq, inArray, type SQL } from 'drizzle-orm'
import type { Page } from '#contract/pagination'
import { profileMessages } from '#contract/profiles'
import type { ScriptSummary } from '#contract/scripts'
import type { Database } from '../db/database'
import { scripts, users } from '../db/schema'
import { friendIdsOf } from '../friends/queries'
import { HttpError } from '../http/errors'
import { keyset, toPage } from '../http/page-cursor'
import { findUserById } from '../users/queries'
import { readableOf } from './access'
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
  if (query.scope === 'mine')
    return summaries(db, eq(scripts.ownerId, query.userId), query, { mine: true, seesProtected: true })
  const friends = await friendIdsOf(db, query.userId)
  if (friends.length === 0) return { items: [], nextCursor: null }
  const whose = and(inArray(scripts.ownerId, friends), inArray(scripts.visibility, ['friends', 'public']))
  // Shared: I am the owner's friend, so I see protected names.
  return summaries(db, whose, query, { mine: false, seesProtected: true })
}

export interface MemberScriptsQuery {
  /** null: a visitor. */
  viewerId: string | null
  ownerId: string
  limit: number
  cursor?: string | undefined
}

/** A member's scripts as access.ts would let the viewer read each one: all to the owner, friends'
 *  and public ones to a friend, public ones to anyone else. Library scripts have no owner. */
export async function listMemberScripts(db: Database, query: MemberScriptsQuery): Promise<Page<ScriptSummary>> {
  if (!(await findUserById(db, query.ownerId))) throw new HttpError(404, profileMessages.unknownUser)
  const { visibilities, viewer } = await readableOf(db, query.viewerId, query.ownerId)
  const whose = and(
    eq(scripts.ownerId, query.ownerId),
    eq(scripts.inLibrary, false),
    inArray(scripts.visibility, visibilities),
  )
  return summaries(db, whose, query, { mine: viewer.isOwner, seesProtected: viewer.seesProtected })
}

async function summaries(
  db: Database,
  whose: SQL | undefined,
  page: { limit: number; cursor?: string | undefined },
  seen: { mine: boolean; seesProtected: boolean },
): Promise<Page<ScriptSummary>> {
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
    .where(and(whose, newestFirst.after(page.cursor)))
    .orderBy(...newestFirst.orderBy)
    .limit(page.limit + 1)
  return toPage(
    rows,
    page.limit,
    ({ owner, updatedAt, ...row }) => ({
      ...row,
      updatedAt: updatedAt.toISOString(),
      owner: ownerView(owner, seen.seesProtected),
      mine: seen.mine,
    }),
    (row) => [row.updatedAt, row.id],
  )
}
