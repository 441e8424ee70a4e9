// Library audio enters through one door, whichever way it came (a tus upload, the recorder, a
// Freesound import): its bytes are checked, it is measured, and its row is inserted only while the
// member's library has room (a lock on the member's row makes two uploads at once count each other).
import { rm } from 'node:fs/promises'
import { eq } from 'drizzle-orm'
import {
  audioLibraryLimits,
  audioLibraryMessages,
  type LibraryAudio,
  type LibraryAudioMime,
  type LibraryAudioType,
} from '#contract/audio-library'
import { blobKey, type BlobStore } from '../blobs/blob-store'
import { moveInAndRecord } from '../blobs/upload-receiver'
import type { Database } from '../db/database'
import { newId } from '../db/ids'
import { users } from '../db/schema'
import { HttpError } from '../http/errors'
import { blobSource, localFileSource } from './audio-source'
import { measureLibraryAudio } from './measure'
import {
  findFreesoundImport,
  findLibraryAudio,
  toLibraryAudio,
  usedBytesOf,
  type LibraryAudioRow,
  type NewLibraryAudioRow,
} from './queries'
import { libraryAudio } from './schema'
import { libraryAudioMimeOf } from './sniff'

export const notAudio = () => new HttpError(415, audioLibraryMessages.notAudio)
export const tooLarge = () => new HttpError(413, audioLibraryMessages.tooLarge)
export const libraryFull = () => new HttpError(413, audioLibraryMessages.libraryFull)

/** Inserts the row unless its id (or its Freesound sound, for this member) is there already, when
 *  the member's library has room for it; returns the stored row. */
async function insertWithinQuota(db: Database, row: NewLibraryAudioRow & { size: number }): Promise<LibraryAudioRow> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, row.ownerId)).for('update')
    const known = await findLibraryAudio(tx, row.id)
    if (known && known.ownerId !== row.ownerId) throw new HttpError(409, audioLibraryMessages.uploadStarted)
    if (known) return known
    if ((await usedBytesOf(tx, row.ownerId)) + row.size > audioLibraryLimits.memberMaxBytes) throw libraryFull()
    const [inserted] = await tx.insert(libraryAudio).values(row).onConflictDoNothing().returning()
    if (inserted) return inserted
    const twin = row.freesoundId != null ? await findFreesoundImport(tx, row.ownerId, row.freesoundId) : null
    if (!twin) throw new Error('library audio vanished while being stored')
    return twin
  })
}

export interface AudioAttributionInput {
  freesoundId: number
  url: string
  author: string
  licenceName: string
  licenceUrl: string
  attribution: string
}

export interface AddLibraryAudioInput {
  blobs: BlobStore
  ownerId: string
  type: LibraryAudioType
  title: string
  tempFile: string
  source: 'freesound' | 'upload' | 'recording'
  attribution?: AudioAttributionInput
  now: Date
}

function cleanTitle(title: string): string {
  const trimmed = title.trim().slice(0, audioLibraryLimits.titleMax)
  if (!trimmed) throw new HttpError(400, audioLibraryMessages.titleRequired)
  return trimmed
}

/** Adds a file that is not a tus upload (a Freesound download, in a local temporary file) to
 *  `ownerId`'s library: checked where it is, then moved into the blob store. The temporary file is
 *  gone afterwards, whatever happened. A Freesound sound the member has already answers the
 *  audio they have. */
export async function addLibraryAudioFile(db: Database, input: AddLibraryAudioInput): Promise<LibraryAudio> {
  const { blobs, ownerId, tempFile, attribution, now } = input
  try {
    const imported = attribution ? await findFreesoundImport(db, ownerId, attribution.freesoundId) : null
    if (imported) return toLibraryAudio(imported)
    const title = cleanTitle(input.title)
    const local = localFileSource(tempFile)
    const mime = await libraryAudioMimeOf(local)
    if (!mime) throw notAudio()
    const size = await local.size()
    if (size > audioLibraryLimits.maxBytes) throw tooLarge()
    const durationMs = await measureLibraryAudio(local, mime)
    const id = newId()
    const row = await moveInAndRecord(blobs, blobKey('audio-library', id), tempFile, () =>
      insertWithinQuota(db, {
        id,
        ownerId,
        type: input.type,
        title,
        mime,
        size,
        durationMs,
        storageKey: id,
        source: input.source,
        ...(attribution
          ? {
              freesoundId: attribution.freesoundId,
              sourceUrl: attribution.url,
              author: attribution.author,
              licenceName: attribution.licenceName,
              licenceUrl: attribution.licenceUrl,
              attribution: attribution.attribution,
            }
          : {}),
        createdAt: now,
        updatedAt: now,
      }),
    )
    // Lost a race to the same import: the one stored first is the member's.
    if (row.id !== id) await blobs.remove([blobKey('audio-library', id)])
    return toLibraryAudio(row)
  } finally {
    await rm(tempFile, { force: true }).catch(() => undefined)
  }
}

export interface UploadedLibraryAudio {
  id: string
  ownerId: string
  type: LibraryAudioType
  title: string
  mime: LibraryAudioMime
  source: 'upload' | 'recording'
  /** The recorder's measure, for files that do not tell their duration. */
  durationMs?: number | undefined
  size: number
  /** The store tus left the bytes in, as the blob `audio-library/<id>`. */
  blobs: BlobStore
  now: Date
}

/** Records a finished tus upload of the library (idempotent by its id), reading it from the store;
 *  the upload receiver has checked its first bytes against its mime. Throws 422 when it is
 *  unreadable, 413 when the library is full; the receiver removes the upload then. */
export async function recordUploadedAudio(db: Database, upload: UploadedLibraryAudio): Promise<LibraryAudio> {
  const known = await findLibraryAudio(db, upload.id)
  if (known) {
    if (known.ownerId !== upload.ownerId) throw new HttpError(409, audioLibraryMessages.uploadStarted)
    return toLibraryAudio(known)
  }
  const stored = blobSource(upload.blobs, blobKey('audio-library', upload.id))
  const durationMs = await measureLibraryAudio(stored, upload.mime, upload.durationMs)
  const row = await insertWithinQuota(db, {
    id: upload.id,
    ownerId: upload.ownerId,
    type: upload.type,
    title: upload.title,
    mime: upload.mime,
    size: upload.size,
    durationMs,
    storageKey: upload.id,
    source: upload.source,
    createdAt: upload.now,
    updatedAt: upload.now,
  })
  return toLibraryAudio(row)
}
