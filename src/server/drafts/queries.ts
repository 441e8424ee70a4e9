import { and, eq, isNotNull, isNull } from 'drizzle-orm'
import type { Draft, DraftSummary } from '#contract/drafts'
import type { Page } from '#contract/pagination'
import type { Database } from '../db/database'
import { drafts } from '../db/schema'
import { keyset, toPage } from '../http/page-cursor'

export type DraftRow = typeof drafts.$inferSelect

export function toDraft(row: DraftRow): Draft {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    version: row.version,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

export async function findDraft(db: Database, id: string): Promise<DraftRow | undefined> {
  const [row] = await db.select().from(drafts).where(eq(drafts.id, id))
  return row
}

export interface DraftListQuery {
  ownerId: string
  archived: boolean
  limit: number
  cursor?: string | undefined
}

const newestFirst = keyset(drafts.updatedAt, drafts.id, 'desc')

/** The owner's drafts, most recently changed first (ties by id), a page at a time. */
export async function listDrafts(db: Database, query: DraftListQuery): Promise<Page<DraftSummary>> {
  const after = newestFirst.after(query.cursor)
  const rows = await db
    .select({
      id: drafts.id,
      title: drafts.title,
      version: drafts.version,
      archivedAt: drafts.archivedAt,
      updatedAt: drafts.updatedAt,
      excerpt: drafts.excerpt,
      wordCount: drafts.wordCount,
    })
    .from(drafts)
    .where(
      and(
        eq(drafts.ownerId, query.ownerId),
        query.archived ? isNotNull(drafts.archivedAt) : isNull(drafts.archivedAt),
        after,
      ),
    )
    .orderBy(...newestFirst.orderBy)
    .limit(query.limit + 1)
  return toPage(
    rows,
    query.limit,
    (row) => ({ ...row, archivedAt: row.archivedAt?.toISOString() ?? null, updatedAt: row.updatedAt.toISOString() }),
    (row) => [row.updatedAt, row.id],
  )
}
