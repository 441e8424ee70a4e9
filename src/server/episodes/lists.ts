// Lists of episode summaries, newest first, a page at a time: every channel's public episodes (My
// Podcasts signed out), one channel's (all of them for its editors, a student's own too), and a class
// channel's episodes waiting for approval (its teachers).
import { and, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm'
import { episodeMessages, type EpisodeSummary } from '#contract/episodes'
import type { Page } from '#contract/pagination'
import { canEditChannel, channelRoleOf } from '../channels/access'
import type { Database } from '../db/database'
import { episodes } from '../db/schema'
import { HttpError } from '../http/errors'
import { badCursorMessage, isCursorTime, keyset, toPage, type Keyset } from '../http/page-cursor'
import { approvesFor, channelOr404 } from './access'
import { selectEpisodeSummaries, toEpisodeSummary, type EpisodeSummaryRow } from './summaries'
import { isPublicEpisode } from './visibility'

interface PageQuery {
  limit: number
  cursor?: string | undefined
}

/** Editors' lists hold unpublished episodes too: they sort by when they were made, ahead of the rest. */
const sortTime = sql<Date>`coalesce(${episodes.publishedAt}, 'infinity'::timestamptz)`

/** The keyset of `sortTime` (page-cursor.ts's keyset takes columns; this sorts by an expression). */
const editorsKeyset = {
  after(cursor: string | undefined): SQL | undefined {
    if (cursor === undefined) return undefined
    let key: unknown
    try {
      key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
    } catch {
      throw new HttpError(400, badCursorMessage)
    }
    if (
      !Array.isArray(key) ||
      key.length !== 3 ||
      !key.every((part) => typeof part === 'string' && !part.includes('\u0000'))
    )
      throw new HttpError(400, badCursorMessage)
    const [time, created, id] = key as [string, string, string]
    if ((time !== 'infinity' && !isCursorTime(time)) || !isCursorTime(created))
      throw new HttpError(400, badCursorMessage)
    return sql`(${sortTime}, ${episodes.createdAt}, ${episodes.id}) < (${time}::timestamptz, ${created}::timestamptz, ${id})`
  },
  orderBy: [sql`${sortTime} desc`, sql`${episodes.createdAt} desc`, sql`${episodes.id} desc`],
}

async function summaryPage(
  db: Database,
  viewerId: string | null,
  where: SQL | undefined,
  order: Keyset,
  query: PageQuery,
  now: Date,
): Promise<Page<EpisodeSummary>> {
  const rows = await selectEpisodeSummaries(db, viewerId)
    .where(and(where, order.after(query.cursor)))
    .orderBy(...order.orderBy)
    .limit(query.limit + 1)
  return toPage(
    rows,
    query.limit,
    (row) => toEpisodeSummary(row, now),
    (row: EpisodeSummaryRow) => [row.publishedAt ?? new Date(0), row.id],
  )
}

/** Newest first in the order of the episodes' indexes (`desc nulls last` on both columns, which
 *  PostgreSQL's plain `desc` is not: it puts nulls first). Public episodes all have a publish time. */
const publishedKeyset: Keyset = {
  after: keyset(episodes.publishedAt, episodes.id, 'desc').after,
  orderBy: [sql`${episodes.publishedAt} desc nulls last`, sql`${episodes.id} desc nulls last`],
}

export function latestEpisodes(db: Database, query: PageQuery, now: Date): Promise<Page<EpisodeSummary>> {
  return summaryPage(db, null, isPublicEpisode(now), publishedKeyset, query, now)
}

export async function channelEpisodes(
  db: Database,
  channelId: string,
  userId: string | null,
  query: PageQuery,
  now: Date,
): Promise<Page<EpisodeSummary>> {
  const channel = await channelOr404(db, channelId)
  const role = await channelRoleOf(db, channel, userId)
  const ofChannel = eq(episodes.channelId, channel.id)
  if (!canEditChannel(role) && role !== 'student')
    return summaryPage(db, userId, and(ofChannel, isPublicEpisode(now)), publishedKeyset, query, now)
  const seen = canEditChannel(role)
    ? ofChannel
    : and(ofChannel, or(isPublicEpisode(now), eq(episodes.authorId, userId!)))
  const rows = await selectEpisodeSummaries(db, userId)
    .where(and(seen, editorsKeyset.after(query.cursor)))
    .orderBy(...editorsKeyset.orderBy)
    .limit(query.limit + 1)
  const more = rows.length > query.limit
  const shown = more ? rows.slice(0, query.limit) : rows
  const last = shown.at(-1)
  return {
    items: shown.map((row) => toEpisodeSummary(row, now)),
    nextCursor: more && last ? editorsCursor(last) : null,
  }
}

function editorsCursor(row: EpisodeSummaryRow): string {
  const key = [row.publishedAt?.toISOString() ?? 'infinity', row.createdAt.toISOString(), row.id]
  return Buffer.from(JSON.stringify(key), 'utf8').toString('base64url')
}

export async function waitingEpisodes(
  db: Database,
  channelId: string,
  userId: string,
  query: PageQuery,
  now: Date,
): Promise<Page<EpisodeSummary>> {
  const channel = await channelOr404(db, channelId)
  if (!approvesFor(channel, await channelRoleOf(db, channel, userId)))
    throw new HttpError(403, episodeMessages.notApprover)
  const order = keyset(episodes.awaitingApprovalSince, episodes.id, 'asc')
  const rows = await selectEpisodeSummaries(db, userId)
    .where(
      and(eq(episodes.channelId, channel.id), isNotNull(episodes.awaitingApprovalSince), order.after(query.cursor)),
    )
    .orderBy(...order.orderBy)
    .limit(query.limit + 1)
  return toPage(
    rows,
    query.limit,
    (row) => toEpisodeSummary(row, now),
    (row) => [row.awaitingApprovalSince!, row.id],
  )
}
