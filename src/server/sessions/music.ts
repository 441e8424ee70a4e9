// A session's music: library audio its owner laid under playback and the mixdown (with its level),
// or null for the random track. Only the owner chooses, and only from their own library; deleting
// the audio sets the session back to the random track (ON DELETE SET NULL).
import { eq } from 'drizzle-orm'
import { sessionMessages, type SessionMusic } from '#contract/sessions'
import type { Database } from '../db/database'
import { libraryAudio, sessions } from '../db/schema'
import { HttpError } from '../http/errors'
import { ownedSession, type SessionRow } from './access'

export async function sessionMusicOf(
  db: Database,
  session: Pick<SessionRow, 'musicAudioId' | 'musicLevel'>,
): Promise<SessionMusic | null> {
  if (!session.musicAudioId) return null
  const [audio] = await db
    .select({
      id: libraryAudio.id,
      title: libraryAudio.title,
      mime: libraryAudio.mime,
      trimStartMs: libraryAudio.trimStartMs,
      trimEndMs: libraryAudio.trimEndMs,
    })
    .from(libraryAudio)
    .where(eq(libraryAudio.id, session.musicAudioId))
  if (!audio) return null
  return {
    audioId: audio.id,
    title: audio.title,
    mime: audio.mime,
    trimStartMs: audio.trimStartMs,
    trimEndMs: audio.trimEndMs,
    level: session.musicLevel,
  }
}

export async function setSessionMusic(
  db: Database,
  input: { sessionId: string; userId: string; audioId: string | null; level: number; now: Date },
): Promise<{ music: SessionMusic | null }> {
  await ownedSession(db, input.sessionId, input.userId)
  if (input.audioId !== null) {
    const [audio] = await db
      .select({ ownerId: libraryAudio.ownerId })
      .from(libraryAudio)
      .where(eq(libraryAudio.id, input.audioId))
    if (!audio || audio.ownerId !== input.userId) throw new HttpError(422, sessionMessages.unknownMusic)
  }
  const [updated] = await db
    .update(sessions)
    .set({ musicAudioId: input.audioId, musicLevel: input.level, updatedAt: input.now })
    .where(eq(sessions.id, input.sessionId))
    .returning({ musicAudioId: sessions.musicAudioId, musicLevel: sessions.musicLevel })
  return { music: updated ? await sessionMusicOf(db, updated) : null }
}
