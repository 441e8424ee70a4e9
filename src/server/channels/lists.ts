// The channel lists of My Podcasts and the publish screen: mine (owned, or of a class I teach),
// followed (the one with the newest public episode first) and publishable (where I may publish).
import { and, asc, desc, eq, exists, inArray, isNotNull, lte, max, or, sql, type SQL } from 'drizzle-orm'
import type { Channel, ChannelWithEpisodes } from '#contract/channels'
import type { Page } from '#contract/pagination'
import type { Database } from '../db/database'
import { channelFollows, channels, classMembers, episodeAudio, episodes } from '../db/schema'
import { HttpError } from '../http/errors'
import { badCursorMessage, isCursorTime, keyset, toPage } from '../http/page-cursor'
import { isPublicEpisode } from '../episodes/visibility'
import { selectChannels, toChannel, type ChannelListRow } from './view'

interface PageRequest {
  limit: number
  cursor?: string | undefined
}

const newestFirst = keyset(channels.createdAt, channels.id, 'desc')
const latestPerChannel = 3

const placeIn = (userId: string, membership?: 'teacher') =>
  and(
    eq(classMembers.classId, channels.classId),
    eq(classMembers.userId, userId),
    membership ? eq(classMembers.membership, membership) : undefined,
  )

export async function myChannels(
  db: Database,
  userId: string,
  page: PageRequest,
  now: Date,
): Promise<Page<ChannelWithEpisodes>> {
  const teaches = exists(
    db
      .select({ one: sql`1` })
      .from(classMembers)
      .where(placeIn(userId, 'teacher')),
  )
  const rows = await selectChannels(db, now)
    .where(and(or(eq(channels.ownerId, userId), teaches), newestFirst.after(page.cursor)))
    .orderBy(...newestFirst.orderBy)
    .limit(page.limit + 1)
  const shown = rows.slice(0, page.limit)
  const [latest, waiting] = await Promise.all([latestEpisodes(db, shown, now), waitingCounts(db, shown, userId)])
  return toPage(
    rows,
    page.limit,
    (row) => ({
      channel: toChannel(row),
      latestEpisodes: latest.get(row.channel.id) ?? [],
      waitingCount: waiting.get(row.channel.id) ?? 0,
    }),
    (row) => [row.channel.createdAt, row.channel.id],
  )
}

export async function followedChannels(
  db: Database,
  userId: string,
  page: PageRequest,
  now: Date,
): Promise<Page<ChannelWithEpisodes>> {
  // A channel without public episodes sorts by when it was made.
  const sortAt = sql<Date>`coalesce((select max(${episodes.publishedAt}) from ${episodes} where ${episodes.channelId} = ${channels.id} and ${isPublicEpisode(now)}), ${channels.createdAt})`
  const follows = exists(
    db
      .select({ one: sql`1` })
      .from(channelFollows)
      .where(and(eq(channelFollows.channelId, channels.id), eq(channelFollows.userId, userId))),
  )
  const rows = await selectChannels(db, now)
    .where(and(follows, afterSortKey(sortAt, page.cursor)))
    .orderBy(desc(sortAt), desc(channels.id))
    .limit(page.limit + 1)
  const shown = rows.slice(0, page.limit)
  const [latest, sortKeys] = await Promise.all([latestEpisodes(db, shown, now), sortKeysOf(db, shown, now)])
  return toPage(
    rows,
    page.limit,
    (row) => ({ channel: toChannel(row), latestEpisodes: latest.get(row.channel.id) ?? [], waitingCount: 0 }),
    (row) => [sortKeys.get(row.channel.id) ?? row.channel.createdAt, row.channel.id],
  )
}

/** Channels the member may publish to: their own, and those of classes they teach or study in. */
export async function publishableChannels(db: Database, userId: string, now: Date): Promise<Channel[]> {
  const inClass = exists(
    db
      .select({ one: sql`1` })
      .from(classMembers)
      .where(placeIn(userId)),
  )
  const rows = await selectChannels(db, now)
    .where(or(eq(channels.ownerId, userId), and(isNotNull(channels.classId), inClass)))
    .orderBy(asc(channels.title), asc(channels.id))
    .limit(500)
  return rows.map(toChannel)
}

type LatestEpisode = ChannelWithEpisodes['latestEpisodes'][number]

/** The newest public episodes of each channel, at most `latestPerChannel` each, in one query. */
async function latestEpisodes(db: Database, rows: ChannelListRow[], now: Date): Promise<Map<string, LatestEpisode[]>> {
  const result = new Map<string, LatestEpisode[]>()
  if (rows.length === 0) return result
  const ranked = db
    .select({
      channelId: episodes.channelId,
      id: episodes.id,
      linkId: episodes.linkId,
      title: episodes.title,
      publishedAt: episodes.publishedAt,
      durationMs: episodeAudio.durationMs,
      rank: sql<number>`row_number() over (partition by ${episodes.channelId} order by ${episodes.publishedAt} desc nulls last, ${episodes.id} desc nulls last)`.as(
        'rank',
      ),
    })
    .from(episodes)
    .innerJoin(episodeAudio, eq(episodeAudio.id, episodes.audioId))
    .where(
      and(
        inArray(
          episodes.channelId,
          rows.map((row) => row.channel.id),
        ),
        isPublicEpisode(now),
      ),
    )
    .as('ranked')
  const found = await db.select().from(ranked).where(lte(ranked.rank, latestPerChannel)).orderBy(asc(ranked.rank))
  for (const { channelId, rank: _rank, publishedAt, ...episode } of found) {
    const list = result.get(channelId) ?? []
    list.push({ ...episode, publishedAt: publishedAt ? new Date(publishedAt).toISOString() : null })
    result.set(channelId, list)
  }
  return result
}

/** Episodes waiting for approval, for the channels of classes the member teaches. */
async function waitingCounts(db: Database, rows: ChannelListRow[], userId: string): Promise<Map<string, number>> {
  const classChannels = rows.filter((row) => row.channel.classId !== null).map((row) => row.channel.id)
  if (classChannels.length === 0) return new Map()
  const counts = await db
    .select({ channelId: episodes.channelId, count: sql<number>`count(*)`.mapWith(Number) })
    .from(episodes)
    .innerJoin(channels, eq(channels.id, episodes.channelId))
    .innerJoin(classMembers, placeIn(userId, 'teacher'))
    .where(and(inArray(episodes.channelId, classChannels), isNotNull(episodes.awaitingApprovalSince)))
    .groupBy(episodes.channelId)
  return new Map(counts.map((row) => [row.channelId, row.count]))
}

/** The key each channel was sorted by: its newest public episode's time, else when it was made. */
async function sortKeysOf(db: Database, rows: ChannelListRow[], now: Date): Promise<Map<string, Date>> {
  const keys = new Map(rows.map((row) => [row.channel.id, row.channel.createdAt]))
  if (rows.length === 0) return keys
  const newest = await db
    .select({ channelId: episodes.channelId, publishedAt: max(episodes.publishedAt) })
    .from(episodes)
    .where(and(inArray(episodes.channelId, [...keys.keys()]), isPublicEpisode(now)))
    .groupBy(episodes.channelId)
  for (const row of newest) if (row.publishedAt) keys.set(row.channelId, row.publishedAt)
  return keys
}

/** Rows strictly after the cursor's [sortAt, id] (the page-cursor.ts format, for a computed key). */
function afterSortKey(sortAt: SQL<Date>, cursor: string | undefined): SQL | undefined {
  if (cursor === undefined) return undefined
  let key: unknown
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
  } catch {
    throw new HttpError(400, badCursorMessage)
  }
  if (
    !Array.isArray(key) ||
    key.length !== 2 ||
    !key.every((part) => typeof part === 'string' && !part.includes('\u0000')) ||
    !isCursorTime(key[0] as string)
  ) {
    throw new HttpError(400, badCursorMessage)
  }
  return sql`(${sortAt}, ${channels.id}) < (${key[0] as string}::timestamptz, ${key[1] as string})`
}
