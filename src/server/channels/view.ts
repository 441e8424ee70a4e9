// A channel as the API shows it: one select joining its owner and class with the counts of its
// public episodes and followers, which callers narrow with where/order/limit.
import { and, eq, getTableColumns, sql } from 'drizzle-orm'
import type { Channel, ChannelView } from '#contract/channels'
import type { Database } from '../db/database'
import { channelFollows, channels, classes, episodes, users } from '../db/schema'
import { isPublicEpisode } from '../episodes/visibility'
import { toPublicUser, visibleUserColumns } from '../profiles/view'
import { canEditChannel, canPublishToChannel, channelRoleOf, type ChannelRow } from './access'

const channelColumns = (now: Date) => ({
  channel: getTableColumns(channels),
  owner: visibleUserColumns,
  className: classes.name,
  episodeCount:
    sql<number>`(select count(*) from ${episodes} where ${episodes.channelId} = ${channels.id} and ${isPublicEpisode(now)})`.mapWith(
      Number,
    ),
  followerCount:
    sql<number>`(select count(*) from ${channelFollows} where ${channelFollows.channelId} = ${channels.id})`.mapWith(
      Number,
    ),
})

/** `select … from channels` joined for a Channel; add `.where(…)`, `.orderBy(…)`, `.limit(…)`. */
export function selectChannels(db: Database, now: Date) {
  return db
    .select(channelColumns(now))
    .from(channels)
    .innerJoin(users, eq(users.id, channels.ownerId))
    .leftJoin(classes, eq(classes.id, channels.classId))
    .$dynamic()
}

export type ChannelListRow = Awaited<ReturnType<ReturnType<typeof selectChannels>['execute']>>[number]

export function toChannel(row: ChannelListRow): Channel {
  const { channel } = row
  return {
    id: channel.id,
    title: channel.title,
    description: channel.description,
    author: channel.author,
    language: channel.language,
    category: channel.category as Channel['category'],
    explicit: channel.explicit,
    ownerEmail: channel.ownerEmail,
    locked: channel.locked,
    owner: toPublicUser(row.owner),
    class: channel.classId && row.className !== null ? { id: channel.classId, name: row.className } : null,
    artwork: channel.artworkId,
    episodeCount: row.episodeCount,
    followerCount: row.followerCount,
    createdAt: channel.createdAt.toISOString(),
    updatedAt: channel.updatedAt.toISOString(),
  }
}

/** The channel with what `viewerId` may do with it; undefined for an unknown id. */
export async function viewChannel(
  db: Database,
  channelId: string,
  viewerId: string | null,
  now: Date,
): Promise<ChannelView | undefined> {
  const [row] = await selectChannels(db, now).where(eq(channels.id, channelId)).limit(1)
  if (!row) return undefined
  return { ...toChannel(row), viewer: await viewerOf(db, row.channel, viewerId) }
}

async function viewerOf(db: Database, channel: ChannelRow, viewerId: string | null): Promise<ChannelView['viewer']> {
  if (!viewerId) return { following: false, canEdit: false, canPublish: false }
  const role = await channelRoleOf(db, channel, viewerId)
  const [follow] = await db
    .select({ userId: channelFollows.userId })
    .from(channelFollows)
    .where(and(eq(channelFollows.channelId, channel.id), eq(channelFollows.userId, viewerId)))
    .limit(1)
  return { following: follow !== undefined, canEdit: canEditChannel(role), canPublish: canPublishToChannel(role) }
}
