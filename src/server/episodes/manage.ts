// Changing an episode after publishing: its title, description and publish time (editors; the author
// too while it waits), removing it (with its audio), and a teacher's approval. Every change that may
// alter what the channel's feed shows moves the channel's updated_at (touchChannel). An author's
// change carries "still waiting" in its where, so a teacher's approval in between wins (409).
import { and, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm'
import { episodeMessages, type EpisodeView } from '#contract/episodes'
import { touchChannel } from '../channels/touch'
import type { BlobStore } from '../blobs/blob-store'
import type { Database } from '../db/database'
import { episodeAudio, episodes, notifications } from '../db/schema'
import { HttpError } from '../http/errors'
import { episodeAudioKey } from './audio-key'
import { requireEditable, visibleEpisode, type EpisodeAccess } from './access'
import { notifyApproved, notifyIfNowPublic } from './notify'
import { publishTimeOf } from './publish-time'
import { episodeView } from './view'

export interface EpisodeChanges {
  title?: string | undefined
  description?: string | undefined
  publishAt?: string | null | undefined
}

async function reread(db: Database, access: EpisodeAccess, userId: string, now: Date): Promise<EpisodeView> {
  const [episode] = await db.select().from(episodes).where(eq(episodes.id, access.episode.id)).limit(1)
  if (!episode) throw new HttpError(404, episodeMessages.unknownEpisode)
  const canApprove = access.canApprove && episode.awaitingApprovalSince !== null
  return episodeView(db, { ...access, episode, canApprove }, userId, now)
}

/** The episode's row, and for an author who is not an editor only while it still waits. */
function editableRow(access: EpisodeAccess): SQL {
  const row = eq(episodes.id, access.episode.id)
  return access.canEdit ? row : and(row, isNotNull(episodes.awaitingApprovalSince))!
}

/** What told members about an episode they can no longer see. */
async function forgetNotifications(db: Database, linkId: string): Promise<void> {
  await db
    .delete(notifications)
    .where(
      and(eq(notifications.subjectId, linkId), inArray(notifications.kind, ['episode_published', 'episode_waiting'])),
    )
}

export async function updateEpisode(
  db: Database,
  linkId: string,
  userId: string,
  changes: EpisodeChanges,
  now: Date,
): Promise<EpisodeView> {
  const access = await visibleEpisode(db, linkId, userId, now)
  requireEditable(access)
  const { episode } = access
  const publishedAt =
    changes.publishAt === undefined ? undefined : publishTimeOf(changes.publishAt, episode.publishedAt, now)
  await db.transaction(async (tx) => {
    const changed = await tx
      .update(episodes)
      .set({
        ...(changes.title === undefined ? {} : { title: changes.title }),
        ...(changes.description === undefined ? {} : { description: changes.description }),
        ...(publishedAt === undefined ? {} : { publishedAt }),
        updatedAt: now,
      })
      .where(editableRow(access))
      .returning({ id: episodes.id })
    if (changed.length === 0) throw new HttpError(409, episodeMessages.approvedMeanwhile)
    if (publishedAt === null) await forgetNotifications(tx, episode.linkId)
    await touchChannel(tx, episode.channelId, now)
    await notifyIfNowPublic(tx, episode.id, now)
  })
  return reread(db, access, userId, now)
}

export async function removeEpisode(
  db: Database,
  blobs: BlobStore | null,
  linkId: string,
  userId: string,
  now: Date,
): Promise<void> {
  const access = await visibleEpisode(db, linkId, userId, now)
  requireEditable(access)
  const { episode } = access
  await db.transaction(async (tx) => {
    const removed = await tx.delete(episodes).where(editableRow(access)).returning({ id: episodes.id })
    if (removed.length === 0) throw new HttpError(409, episodeMessages.approvedMeanwhile)
    await tx.delete(episodeAudio).where(eq(episodeAudio.id, episode.audioId))
    await forgetNotifications(tx, episode.linkId)
    await touchChannel(tx, episode.channelId, now)
  })
  await blobs?.remove([episodeAudioKey(episode.audioId)])
}

export async function approveEpisode(db: Database, linkId: string, userId: string, now: Date): Promise<EpisodeView> {
  const access = await visibleEpisode(db, linkId, userId, now)
  if (!access.canEdit || access.channel.classId === null) throw new HttpError(403, episodeMessages.notApprover)
  if (access.episode.awaitingApprovalSince === null) throw new HttpError(409, episodeMessages.notWaiting)
  const at = sql`${now.toISOString()}::timestamptz`
  await db.transaction(async (tx) => {
    // Public from now on, not from when the student sent it: a podcast app sorts by pubDate.
    // Only the approval that takes it out of waiting tells anyone (two teachers may press at once).
    const approved = await tx
      .update(episodes)
      .set({
        awaitingApprovalSince: null,
        publishedAt: sql`case when ${episodes.publishedAt} < ${at} then ${at} else ${episodes.publishedAt} end`,
        updatedAt: now,
      })
      .where(and(eq(episodes.id, access.episode.id), isNotNull(episodes.awaitingApprovalSince)))
      .returning({ id: episodes.id })
    if (approved.length === 0) return
    await touchChannel(tx, access.episode.channelId, now)
    await notifyIfNowPublic(tx, access.episode.id, now)
    await notifyApproved(tx, access.episode, userId, now)
  })
  return reread(db, access, userId, now)
}
