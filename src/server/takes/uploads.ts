// What the takes give the upload receiver (blobs/upload-receiver.ts), which receives take audio over
// tus: the upload id is the take id; only a member of the session may send a take, of a line in its
// script; the bytes must start the container the metadata declares; and the finishing step records
// the take (the first of a line is chosen).
import { takeMaxBytes, takeUploadMetadata, takeUploadPath, type TakeUploadMetadata } from '#contract/takes'
import { containerHeaderBytes, sniffAudioContainer } from '#shared/audio-container'
import type { TusUploads } from '../blobs/upload-receiver'
import type { FeatureContext } from '../feature-context'
import { HttpError } from '../http/errors'
import { perMemberPerMinute } from '../http/rate-limits'
import { memberSession } from '../sessions/access'
import { findTake } from './queries'
import { recordTake } from './service'

const messages = {
  badMetadata:
    'The upload does not describe a take (takeId, sessionId, lineId, durationMs, mime; cueEndMs a whole number of ms when recorded through a cue).',
  lengthRequired: 'Send the length of the take (Upload-Length) when the upload starts.',
  idTaken: 'This take id is already used; record the take again.',
  uploadStarted: 'This take is already being uploaded; continue that upload.',
  diskFull: 'The server has no room to store this take right now; it stays on your device and will be sent later.',
}
const unknownLineMessage = 'This line is not in the script of this session.'
const notAudioMessage = 'This file is not the audio its type says (WebM, MP4 or Ogg expected).'
const tooLargeMessage = 'This take is larger than the 200 MB limit.'

/** Takes are the app's own content, many per session: a session recorded offline sends all of its
 *  takes at once when the device is back, and a 429 only delays them (the queue retries). */
const takeShare = 10

export function takeUploads({ db, now, rateLimits }: FeatureContext): TusUploads<TakeUploadMetadata> {
  return {
    path: takeUploadPath,
    kind: 'uploads',
    access: 'signed-in',
    rateLimit: perMemberPerMinute('take-uploads', rateLimits.createPerMinute * takeShare),
    metadata: takeUploadMetadata,
    idKey: 'takeId',
    limit: { maxBytes: takeMaxBytes, tooLarge: () => new HttpError(413, tooLargeMessage) },
    bytes: {
      headBytes: containerHeaderBytes,
      sniff: sniffAudioContainer,
      refusal: () => new HttpError(415, notAudioMessage),
    },
    authorise: async ({ metadata, sender }) => {
      const session = await memberSession(db, metadata.sessionId, sender.userId)
      if (!session.script.lines.some((line) => line.id === metadata.lineId))
        throw new HttpError(400, unknownLineMessage)
    },
    isRecorded: async (id) => (await findTake(db, id)) !== undefined,
    finish: ({ id, size, metadata, ownerId }) =>
      recordTake(
        db,
        {
          id: metadata.takeId,
          sessionId: metadata.sessionId,
          lineId: metadata.lineId,
          userId: ownerId,
          durationMs: metadata.durationMs,
          mime: metadata.mime,
          size,
          storageKey: id,
          cueEndMs: metadata.cueEndMs ?? null,
          recordedAt: metadata.recordedAt ? new Date(metadata.recordedAt) : null,
        },
        now(),
      ),
    messages,
    name: 'take upload',
  }
}
