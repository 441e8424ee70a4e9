// Everything a channel's feed shows: the channel, its owner's public name, and all its public
// episodes, newest first.
import { and, eq, sql, type AnyColumn } from 'drizzle-orm'
import type { Database } from '../db/database'
import { channels, episodeAudio, episodes, users } from '../db/schema'
import { isPublicEpisode } from '../episodes/visibility'
import { toPublicUser, visibleUserColumns } from '../profiles/view'
import type { FeedChannel, FeedEpisode } from './rss'

const nonEmptyList = (column: AnyColumn) =>
  sql<boolean>`case when jsonb_typeof(${column}) = 'array' then jsonb_array_length(${column}) > 0 else false end`

export async function loadFeed(
  db: Database,
  channelId: string,
  lastModified: Date,
  now: Date,
): Promise<{ channel: FeedChannel; episodes: FeedEpisode[] } | undefined> {
  const [row] = await db
    .select({ channel: channels, owner: visibleUserColumns })
    .from(channels)
    .innerJoin(users, eq(users.id, channels.ownerId))
    .where(eq(channels.id, channelId))
    .limit(1)
  if (!row) return undefined
  const owner = toPublicUser(row.owner)
  const list = await db
    .select({
      id: episodes.id,
      linkId: episodes.linkId,
      title: episodes.title,
      description: episodes.description,
      publishedAt: episodes.publishedAt,
      audio: {
        id: episodeAudio.id,
        mime: episodeAudio.mime,
        size: episodeAudio.size,
        durationMs: episodeAudio.durationMs,
      },
      hasTranscript: nonEmptyList(episodes.transcript),
      hasChapters: nonEmptyList(episodes.chapters),
    })
    .from(episodes)
    .innerJoin(episodeAudio, eq(episodeAudio.id, episodes.audioId))
    .where(and(eq(episodes.channelId, channelId), isPublicEpisode(now)))
    .orderBy(sql`${episodes.publishedAt} desc nulls last`, sql`${episodes.id} desc nulls last`)
  const { channel } = row
  return {
    channel: { ...channel, ownerName: owner.name ?? owner.handle ?? channel.title, lastModified },
    // isPublicEpisode has made publishedAt non-null.
    episodes: list.map((episode) => ({ ...episode, publishedAt: episode.publishedAt! })),
  }
}
