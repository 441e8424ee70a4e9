// Changing an episode after publishing: its title, description and publish time (editors; the author
// too while it waits), removing it (with its audio), and a teacher's approval. Every change that may
// alter what the channel's feed shows moves the channel's updated_at (touchChannel).
import { eq } from 'drizzle-orm'
import { episodeMessages, type EpisodeView } from '../../contract/episodes'
import { touchChannel } from '../channels/touch'
import type { Database } from '../db/database'
import { episodeAudio, episodes } from '../db/schema'
import { HttpError } from '../http/errors'
import { removeEpisodeAudioFiles } from './audio-files'
import { requireEditable, visibleEpisode, type EpisodeAccess } from './access'
import { notifyIfNowPublic } from './notify'
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

export async function updateEpisode(db: Database, linkId: string, userId: string, changes: EpisodeChanges, now: Date): Promise<EpisodeView> {
  const access = await visibleEpisode(db, linkId, userId, now)
  requireEditable(access)
  const { episode } = access
  await db.transaction(async (tx) => {
    await tx
      .update(episodes)
      .set({
        ...(changes.title === undefined ? {} : { title: changes.title }),
        ...(changes.description === undefined ? {} : { description: changes.description }),
        ...(changes.publishAt === undefined ? {} : { publishedAt: publishTimeOf(changes.publishAt, episode.publishedAt, now) }),
        updatedAt: now,
      })
      .where(eq(episodes.id, episode.id))
    await touchChannel(tx, episode.channelId, now)
    await notifyIfNowPublic(tx, episode.id, now)
  })
  return reread(db, access, userId, now)
}

export async function removeEpisode(db: Database, dataDir: string | null, linkId: string, userId: string, now: Date): Promise<void> {
  const access = await visibleEpisode(db, linkId, userId, now)
  requireEditable(access)
  const { episode } = access
  await db.transaction(async (tx) => {
    await tx.delete(episodes).where(eq(episodes.id, episode.id))
    await tx.delete(episodeAudio).where(eq(episodeAudio.id, episode.audioId))
    await touchChannel(tx, episode.channelId, now)
  })
  if (dataDir) await removeEpisodeAudioFiles(dataDir, [episode.audioId])
}

export async function approveEpisode(db: Database, linkId: string, userId: string, now: Date): Promise<EpisodeView> {
  const access = await visibleEpisode(db, linkId, userId, now)
  if (!access.canEdit || access.channel.classId === null) throw new HttpError(403, episodeMessages.notApprover)
  if (access.episode.awaitingApprovalSince === null) throw new HttpError(409, episodeMessages.notWaiting)
  await db.transaction(async (tx) => {
    await tx.update(episodes).set({ awaitingApprovalSince: null, updatedAt: now }).where(eq(episodes.id, access.episode.id))
    await touchChannel(tx, access.episode.channelId, now)
    await notifyIfNowPublic(tx, access.episode.id, now)
  })
  return reread(db, access, userId, now)
}
