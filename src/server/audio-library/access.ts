// Who may do what with library audio. The library is the member's own: another member's audio answers
// the same 404 as a missing one. Its bytes are heard by the owner, and by everyone in a session whose
// music it is (playback lays it under the takes, for every participant).
import { and, eq } from 'drizzle-orm'
import { audioLibraryMessages } from '#contract/audio-library'
import type { AuthContext } from '../auth/guard'
import type { Database } from '../db/database'
import { sessionParticipants, sessions } from '../db/schema'
import { HttpError } from '../http/errors'
import { findLibraryAudio, type LibraryAudioRow } from './queries'

export const unknownAudio = () => new HttpError(404, audioLibraryMessages.unknownAudio)

/** The audio when `userId` owns it; 404 otherwise. */
export async function ownAudio(db: Database, audioId: string, userId: string): Promise<LibraryAudioRow> {
  const row = await findLibraryAudio(db, audioId)
  if (!row || row.ownerId !== userId) throw unknownAudio()
  return row
}

async function isMusicOfMemberSession(db: Database, audioId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(
      sessionParticipants,
      and(eq(sessionParticipants.sessionId, sessions.id), eq(sessionParticipants.userId, userId)),
    )
    .where(eq(sessions.musicAudioId, audioId))
    .limit(1)
  return row !== undefined
}

/** The audio when `auth` may hear it: its owner with the library's privilege, or a participant of a
 *  session that plays it; 404 otherwise. */
export async function hearableAudio(db: Database, audioId: string, auth: AuthContext): Promise<LibraryAudioRow> {
  const row = await findLibraryAudio(db, audioId)
  if (!row) throw unknownAudio()
  if (row.ownerId === auth.userId && auth.privileges.has('audio_library')) return row
  if (await isMusicOfMemberSession(db, audioId, auth.userId)) return row
  throw unknownAudio()
}
