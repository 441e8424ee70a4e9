// Who a member is to an episode: editors (the channel's owner, a teacher of its class) see and
// change it in every state; its author sees it, and changes it while it waits; everyone else sees
// it only while it is public, and is told it does not exist otherwise.
import { eq } from 'drizzle-orm'
import { channelMessages } from '#contract/channels'
import { episodeMessages } from '#contract/episodes'
import { canEditChannel, channelRoleOf, findChannel, type ChannelRole, type ChannelRow } from '../channels/access'
import type { Database } from '../db/database'
import { episodes } from '../db/schema'
import { HttpError } from '../http/errors'
import { episodeStateOf } from './visibility'

export type EpisodeRow = typeof episodes.$inferSelect

export interface EpisodeAccess {
  episode: EpisodeRow
  channel: ChannelRow
  role: ChannelRole
  canEdit: boolean
  isAuthor: boolean
  /** A teacher of the class channel (or its owner), while the episode waits. */
  canApprove: boolean
}

export const unknownEpisode = () => new HttpError(404, episodeMessages.unknownEpisode)

export async function channelOr404(db: Database, channelId: string): Promise<ChannelRow> {
  const channel = await findChannel(db, channelId)
  if (!channel) throw new HttpError(404, channelMessages.unknownChannel)
  return channel
}

/** A class channel's teachers (and its owner, who made it as one) approve its students' episodes. */
export const approvesFor = (channel: ChannelRow, role: ChannelRole) => channel.classId !== null && canEditChannel(role)

/** The episode as `userId` may see it; 404 `unknownEpisode` when they may not. */
export async function visibleEpisode(
  db: Database,
  linkId: string,
  userId: string | null,
  now: Date,
): Promise<EpisodeAccess> {
  const [episode] = await db.select().from(episodes).where(eq(episodes.linkId, linkId)).limit(1)
  if (!episode) throw unknownEpisode()
  const channel = await findChannel(db, episode.channelId)
  if (!channel) throw unknownEpisode()
  const role = await channelRoleOf(db, channel, userId)
  const canEdit = canEditChannel(role)
  const isAuthor = userId !== null && episode.authorId === userId
  if (!canEdit && !isAuthor && episodeStateOf(episode, now) !== 'published') throw unknownEpisode()
  const canApprove = approvesFor(channel, role) && episode.awaitingApprovalSince !== null
  return { episode, channel, role, canEdit, isAuthor, canApprove }
}

/** Editors, or the author while a teacher's approval is awaited. 403 for others who see it. */
export function requireEditable(access: EpisodeAccess): void {
  if (access.canEdit) return
  if (access.isAuthor && access.episode.awaitingApprovalSince !== null) return
  throw new HttpError(403, episodeMessages.notEditor)
}
