// GET /api/channels/:id from the read cache (decision 101): kept per channel and viewer, since what
// the viewer may do with it depends on their place in its class. Dropped when the channel, its
// followers or its episodes change, when its owner's profile or its class changes, or when the
// viewer's classes change (key `circle`); kept no longer than until its next scheduled episode comes
// out, which changes its count of public episodes without any row changing.
import { and, eq, gt, min } from 'drizzle-orm'
import type { ChannelView } from '#contract/channels'
import type { Database } from '../db/database'
import { episodes } from '../db/schema'
import { cachedAnswer, type CachedAnswer } from '../read-cache/cached-answer'
import type { ReadCache } from '../read-cache/read-cache'
import { channelFor } from './service'

export function readChannel(
  reads: ReadCache,
  db: Database,
  channelId: string,
  viewerId: string | null,
  now: Date,
  arrivedAt?: number,
): Promise<CachedAnswer<ChannelView>> {
  return reads.read(
    `channel:${channelId}:${viewerId ?? ''}`,
    async () => {
      const view = await channelFor(db, channelId, viewerId, now)
      const next = await nextEpisodeOut(db, channelId, now)
      return {
        value: cachedAnswer(view),
        keys: [
          `channel:${channelId}`,
          `user:${view.owner.id}`,
          ...(view.class ? [`class:${view.class.id}`] : []),
          ...(viewerId ? [`circle:${viewerId}`] : []),
        ],
        ...(next ? { validUntil: next.getTime() } : {}),
      }
    },
    arrivedAt,
  )
}

/** When the channel's next scheduled episode comes out, if one is scheduled. */
async function nextEpisodeOut(db: Database, channelId: string, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(episodes.publishedAt) })
    .from(episodes)
    .where(and(eq(episodes.channelId, channelId), gt(episodes.publishedAt, now)))
  return row?.at ?? null
}
