// What the library gives the upload receiver (blobs/upload-receiver.ts), which receives its audio
// over tus: the upload id is the audio id; a new upload must fit the member's library (advice: the
// word that counts is at the last byte) and name an id not in the library yet; the bytes must be the
// audio the metadata declares; and the finishing step measures it and adds it to the library.
import {
  audioLibraryLimits,
  audioLibraryMessages,
  libraryUploadMetadata,
  libraryUploadPath,
  type LibraryUploadMetadata,
} from '#contract/audio-library'
import { libraryHeaderBytes, sniffLibraryAudio } from '#shared/library-audio-sniff'
import type { BlobStore } from '../blobs/blob-store'
import type { TusUploads } from '../blobs/upload-receiver'
import type { FeatureContext } from '../feature-context'
import { HttpError } from '../http/errors'
import { perMemberPerMinute } from '../http/rate-limits'
import { findLibraryAudio, usedBytesOf } from './queries'
import { libraryFull, notAudio, recordUploadedAudio, tooLarge } from './service'

const messages = {
  badMetadata: audioLibraryMessages.badMetadata,
  lengthRequired: 'Send the length of the audio (Upload-Length) when the upload starts.',
  idTaken: audioLibraryMessages.uploadStarted,
  uploadStarted: audioLibraryMessages.uploadStarted,
  diskFull: 'The server has no room to store this audio right now; try again later.',
}

export function libraryUploads(
  { db, now, rateLimits }: FeatureContext,
  blobs: BlobStore,
): TusUploads<LibraryUploadMetadata> {
  return {
    path: libraryUploadPath,
    kind: 'audio-library',
    access: 'audio_library',
    rateLimit: perMemberPerMinute('library-upload', rateLimits.createPerMinute),
    metadata: libraryUploadMetadata,
    idKey: 'audioId',
    limit: { maxBytes: audioLibraryLimits.maxBytes, tooLarge },
    bytes: { headBytes: libraryHeaderBytes, sniff: sniffLibraryAudio, refusal: notAudio },
    authorise: async ({ id, size, sender }) => {
      if ((await usedBytesOf(db, sender.userId)) + (size ?? 0) > audioLibraryLimits.memberMaxBytes) throw libraryFull()
      // An id already in the library (another member's, or an import without a tus record) is taken.
      if (await findLibraryAudio(db, id)) throw new HttpError(409, audioLibraryMessages.uploadStarted)
    },
    isRecorded: async (id) => (await findLibraryAudio(db, id)) !== null,
    finish: ({ id, size, metadata, ownerId }) =>
      recordUploadedAudio(db, {
        id,
        ownerId,
        type: metadata.type,
        title: metadata.title,
        mime: metadata.mime,
        source: metadata.source,
        durationMs: metadata.durationMs,
        size,
        blobs,
        now: now(),
      }),
    messages,
    name: 'library upload',
  }
}
