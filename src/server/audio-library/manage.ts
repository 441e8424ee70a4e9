// The owner's changes to their library audio: title, type and trim; and deleting it with its file.
// A session playing deleted audio falls back to its random track (the foreign key sets it null).
import { eq } from 'drizzle-orm'
import { audioLibraryMessages, type LibraryAudio, type LibraryAudioType } from '#contract/audio-library'
import { blobKey, type BlobStore } from '../blobs/blob-store'
import type { Database } from '../db/database'
import { HttpError } from '../http/errors'
import { ownAudio } from './access'
import { toLibraryAudio } from './queries'
import { libraryAudio } from './schema'

export interface LibraryAudioChanges {
  title?: string | undefined
  type?: LibraryAudioType | undefined
  trimStartMs?: number | undefined
  /** null: play to the end. */
  trimEndMs?: number | null | undefined
}

/** 422 unless start < end ≤ duration (start < duration when playing to the end). */
function checkTrim(startMs: number, endMs: number | null, durationMs: number): void {
  if (endMs !== null && endMs <= startMs) throw new HttpError(422, audioLibraryMessages.trimOrder)
  if (startMs >= durationMs || (endMs !== null && endMs > durationMs))
    throw new HttpError(422, audioLibraryMessages.trimBeyondEnd)
}

export async function updateLibraryAudio(
  db: Database,
  audioId: string,
  ownerId: string,
  changes: LibraryAudioChanges,
  now: Date,
): Promise<LibraryAudio> {
  const row = await ownAudio(db, audioId, ownerId)
  const trimStartMs = changes.trimStartMs ?? row.trimStartMs
  const trimEndMs = changes.trimEndMs === undefined ? row.trimEndMs : changes.trimEndMs
  checkTrim(trimStartMs, trimEndMs, row.durationMs)
  const [updated] = await db
    .update(libraryAudio)
    .set({ title: changes.title ?? row.title, type: changes.type ?? row.type, trimStartMs, trimEndMs, updatedAt: now })
    .where(eq(libraryAudio.id, row.id))
    .returning()
  if (!updated) throw new HttpError(404, audioLibraryMessages.unknownAudio)
  return toLibraryAudio(updated)
}

/** Deletes the row, then its file (a file left by a failed delete is harmless; a row without its
 *  file would not be). */
export async function removeLibraryAudio(
  db: Database,
  blobs: BlobStore | null,
  audioId: string,
  ownerId: string,
): Promise<void> {
  const row = await ownAudio(db, audioId, ownerId)
  await db.delete(libraryAudio).where(eq(libraryAudio.id, row.id))
  await blobs?.remove([blobKey('audio-library', row.storageKey)])
}
