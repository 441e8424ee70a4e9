// What decides whether a feed changed, from one small query and without building it: the channel's
// updated_at (moved by every change to the channel or its episodes, channels/touch.ts) and the
// newest public publish time (a scheduled episode becomes public without any write). The ETag also
// names the origin, since the feed's absolute URLs differ per host.
import { createHash } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../db/database'
import { channels, episodes } from '../db/schema'
import { isPublicEpisode } from '../episodes/visibility'
import { matchesEtag } from '../http/blob-reply'

export interface FeedState {
  etag: string
  lastModified: Date
}

export async function feedState(
  db: Database,
  channelId: string,
  origin: string,
  now: Date,
): Promise<FeedState | undefined> {
  const [row] = await db
    .select({
      updatedAt: channels.updatedAt,
      newest:
        sql<Date | null>`(select max(${episodes.publishedAt}) from ${episodes} where ${episodes.channelId} = ${channelId} and ${isPublicEpisode(now)})`.mapWith(
          episodes.publishedAt,
        ),
    })
    .from(channels)
    .where(eq(channels.id, channelId))
    .limit(1)
  if (!row) return undefined
  const newest = row.newest?.getTime() ?? 0
  const tag = createHash('sha1')
    .update(`feed-1|${channelId}|${row.updatedAt.getTime()}|${newest}|${origin}`)
    .digest('base64url')
  return { etag: `"${tag}"`, lastModified: new Date(Math.max(row.updatedAt.getTime(), newest)) }
}

/** Whether the client's copy is current: If-None-Match wins over If-Modified-Since (RFC 9110 §13.2.2);
 *  HTTP dates have whole seconds. */
export function isNotModified(
  headers: { 'if-none-match'?: string | undefined; 'if-modified-since'?: string | undefined },
  state: FeedState,
): boolean {
  if (headers['if-none-match'] !== undefined) return matchesEtag(headers['if-none-match'], state.etag)
  const since = headers['if-modified-since'] ? Date.parse(headers['if-modified-since']) : Number.NaN
  return !Number.isNaN(since) && Math.floor(state.lastModified.getTime() / 1000) * 1000 <= since
}
