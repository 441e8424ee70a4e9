// POST /api/channels/:id/episodes: the caller's uploaded audio becomes an episode of a channel they
// may publish to, with a transcript and chapters when it is a session's mixdown. A student's episode
// on a class channel waits for a teacher; followers are told once it is public (notify.ts).
import { and, eq, or } from 'drizzle-orm'
import { episodeMessages, type EpisodeView, type PublishEpisodeBody } from '#contract/episodes'
import { canEditChannel, canPublishToChannel, channelRoleOf } from '../channels/access'
import { touchChannel } from '../channels/touch'
import type { Database } from '../db/database'
import { newId } from '../db/ids'
import { episodeAudio, episodes, sessionParticipants, sessions } from '../db/schema'
import { HttpError } from '../http/errors'
import { isForeignKeyViolation, isUniqueViolation } from '../users/service'
import { channelOr404 } from './access'
import { notifyIfNowPublic, notifyTeachers } from './notify'
import { publishTimeOf } from './publish-time'
import { chaptersOf, timedTranscript } from './transcript'
import { episodeView } from './view'

type Body = Omit<PublishEpisodeBody, 'description'> & { description: string }

async function unusedAudioOf(db: Database, audioId: string, userId: string) {
  const [audio] = await db
    .select({ id: episodeAudio.id, durationMs: episodeAudio.durationMs, episodeId: episodes.id })
    .from(episodeAudio)
    .leftJoin(episodes, eq(episodes.audioId, episodeAudio.id))
    .where(and(eq(episodeAudio.id, audioId), eq(episodeAudio.ownerId, userId)))
    .limit(1)
  if (!audio || audio.episodeId !== null) throw new HttpError(422, episodeMessages.unknownAudio)
  return audio
}

/** A session the caller owns or took part in, finished or not. */
async function sessionScriptOf(db: Database, sessionId: string, userId: string) {
  const [session] = await db
    .select({ script: sessions.script })
    .from(sessions)
    .leftJoin(
      sessionParticipants,
      and(eq(sessionParticipants.sessionId, sessions.id), eq(sessionParticipants.userId, userId)),
    )
    .where(and(eq(sessions.id, sessionId), or(eq(sessions.ownerId, userId), eq(sessionParticipants.userId, userId))))
    .limit(1)
  if (!session) throw new HttpError(422, episodeMessages.unknownSession)
  return session.script
}

export async function publishEpisode(
  db: Database,
  channelId: string,
  userId: string,
  body: Body,
  now: Date,
): Promise<EpisodeView> {
  const channel = await channelOr404(db, channelId)
  const role = await channelRoleOf(db, channel, userId)
  if (!canPublishToChannel(role)) throw new HttpError(403, episodeMessages.notPublisher)
  const audio = await unusedAudioOf(db, body.audioId, userId)
  if (body.transcript && !body.sessionId) throw new HttpError(422, episodeMessages.unknownSession)
  const script = body.sessionId ? await sessionScriptOf(db, body.sessionId, userId) : null
  const transcript = script && body.transcript ? timedTranscript(script, body.transcript, audio.durationMs) : null
  const chapters = script && transcript ? chaptersOf(script, transcript) : null
  // Only a class channel has students.
  const waits = role === 'student'
  const publishedAt = publishTimeOf(body.publishAt, null, now)

  try {
    const id = await db.transaction(async (tx) => {
      if (body.sessionId) {
        const [taken] = await tx
          .select({ id: episodes.id })
          .from(episodes)
          .where(and(eq(episodes.channelId, channel.id), eq(episodes.sessionId, body.sessionId)))
          .limit(1)
        if (taken) throw new HttpError(409, episodeMessages.sessionPublished)
      }
      const [row] = await tx
        .insert(episodes)
        .values({
          linkId: newId(),
          channelId: channel.id,
          authorId: userId,
          audioId: audio.id,
          sessionId: body.sessionId ?? null,
          title: body.title,
          description: body.description,
          transcript,
          chapters,
          publishedAt,
          awaitingApprovalSince: waits ? now : null,
          createdAt: now,
          updatedAt: now,
        })
        .returning()
      const episode = row!
      if (waits) await notifyTeachers(tx, channel.classId!, episode, now)
      await touchChannel(tx, channel.id, now)
      await notifyIfNowPublic(tx, episode.id, now)
      return episode.id
    })
    const [episode] = await db.select().from(episodes).where(eq(episodes.id, id)).limit(1)
    return episodeView(
      db,
      { episode: episode!, channel, role, canEdit: canEditChannel(role), isAuthor: true, canApprove: false },
      userId,
      now,
    )
  } catch (error) {
    // Two publishes of one session or one audio at once: the unique indexes decide.
    if (isUniqueViolation(error)) {
      const [again] = await db.select({ id: episodes.id }).from(episodes).where(eq(episodes.audioId, audio.id)).limit(1)
      throw new HttpError(again ? 422 : 409, again ? episodeMessages.unknownAudio : episodeMessages.sessionPublished)
    }
    // The channel, the audio (cleanup.ts) or the session removed since they were checked.
    if (isForeignKeyViolation(error)) {
      await channelOr404(db, channel.id)
      const [audioLeft] = await db
        .select({ id: episodeAudio.id })
        .from(episodeAudio)
        .where(eq(episodeAudio.id, audio.id))
        .limit(1)
      throw new HttpError(422, audioLeft ? episodeMessages.unknownSession : episodeMessages.unknownAudio)
    }
    throw error
  }
}
