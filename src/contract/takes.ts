// Takes: one recording of one line, captured on the device and sent with tus. The session's
// endpoints list them and choose among them (contract/sessions); these are the take itself and its
// upload and audio.
import { z } from 'zod/mini'
import { audioContainers } from '#shared/audio-container'
import { clientId, idString } from './ids'

/** Four hours: the longest take the upload accepts. */
const takeMaxMs = 4 * 60 * 60 * 1000

/** Milliseconds from the take's start. */
export const takeTrimSchema = z.object({
  startMs: z.int().check(z.gte(0), z.lte(takeMaxMs)),
  endMs: z.int().check(z.gte(0), z.lte(takeMaxMs)),
})
export type TakeTrim = z.infer<typeof takeTrimSchema>

/** A take's integrated loudness (EBU R128), in LUFS: from silence's floor to above full scale. */
const takeLufs = z.number().check(z.gte(-120), z.lte(10))

/** A take's waveform: the peak of each of its equal parts, in percent of full scale. */
export const takePeaksCount = 64
const takePeaks = z.array(z.int().check(z.gte(0), z.lte(100))).check(z.length(takePeaksCount))

/** A trim as a device sends it: the recording device adds the loudness it measured (null: it could
 *  not) and the take's waveform, which every member's studio then shows; from anyone else the server
 *  ignores them. */
export const takeTrimBody = z.extend(takeTrimSchema, {
  lufs: z.optional(z.nullable(takeLufs)),
  peaks: z.optional(takePeaks),
})
export type TakeTrimBody = z.infer<typeof takeTrimBody>

/** Cut shorter than this, a take would be a click in the mixdown. */
export const takeTrimMinimumMs = 50

export const takeTrimMessages = {
  startAfterEnd: 'The start of a trim must come before its end.',
  pastTheEnd: (durationMs: number) => `This trim starts after the take ends (at ${durationMs} ms).`,
  tooShort: `A trimmed take must keep at least ${takeTrimMinimumMs} ms.`,
} as const

export const takeSchema = z.object({
  /** Made by the recording device; saving the same take again is the same take. */
  id: z.string(),
  lineId: z.string(),
  userId: z.string(),
  durationMs: z.int(),
  mime: z.string(),
  size: z.int(),
  /** The take that counts for its line (at most one per line). */
  chosen: z.boolean(),
  /** A member chose it: a newer take of its line does not take its place. (Absent from answers kept
   *  by an older version: false.) */
  chosenByMember: z._default(z.boolean(), false),
  /** When the server received it: the order of the takes poll. */
  createdAt: z.string(),
  /** When it was recorded, as its device said (never later than `createdAt`): "the newest take". (Absent
   *  from answers kept by an older version: `createdAt`.) */
  recordedAt: z.optional(z.string()),
  /** The span playback, the mixdown and episodes keep (speech with a little lead-in and tail); null:
   *  the whole take. The audio is never cut. */
  trim: z.nullable(takeTrimSchema),
  /** Recorded through the partner's cue: where in the take the cue's last sound reached the member
   *  (latency corrected); the line is then placed by the member's own timing. Null: recorded without. */
  cueEndMs: z._default(z.nullable(z.int().check(z.gte(0), z.lte(takeMaxMs))), null),
  /** Its loudness as the recording device measured it (one decimal); null: not measured. (Absent from
   *  answers kept by an older version: null.) */
  lufs: z._default(z.nullable(z.number()), null),
  /** Its waveform as its recording device drew it (`takePeaksCount` peaks in percent of full scale),
   *  for every member's row of it; null: not sent. (Absent from answers kept by an older version: null.) */
  peaks: z._default(z.nullable(z.array(z.number())), null),
  /** Where to play it (HTTP Range supported). */
  audioUrl: z.string(),
})
export type Take = z.infer<typeof takeSchema>

/**
 * Take audio is uploaded with the tus resumable protocol at `takeUploadPath` (POST to create, PATCH
 * to send bytes from the offset the server reports). The upload's metadata names the take; when the
 * last byte arrives the server checks the bytes and records the take. The same take id uploaded
 * twice is one take. Audio is read back at `/api/takes/:takeId/audio` with HTTP Range support.
 */
export const takeUploadPath = '/api/uploads/takes'
/** The most bytes the app sends in one PATCH: at least S3's 5 MiB part (S3Store's own part size), so
 *  a bucket gets whole parts instead of a short last part fetched and written again on every PATCH
 *  (decision 073). A cut PATCH keeps what arrived on either store, so a larger piece loses nothing on
 *  a weak link; most takes go in one. */
export const takeUploadPieceBytes = 8 * 2 ** 20
export const takeUploadMetadata = z.object({
  takeId: clientId,
  sessionId: idString(),
  lineId: idString(),
  durationMs: z.coerce.number().check(z.int(), z.gte(1), z.lte(takeMaxMs)),
  /** The container the take's bytes start (WebM or Ogg with Opus, MP4 with AAC); checked against them. */
  mime: z.enum(audioContainers),
  /** Recorded through the cue: the cue's end in the take, in ms (see `takeSchema`). */
  cueEndMs: z.optional(z.coerce.number().check(z.int(), z.gte(0), z.lte(takeMaxMs))),
  /** When the device began recording it (its clock): a take sent late, after a newer one of its line,
   *  does not take that one's place. Absent (an older app): when the server received it. */
  recordedAt: z.optional(z.iso.datetime({ offset: true })),
})
export type TakeUploadMetadata = z.infer<typeof takeUploadMetadata>
/** 200 MB: about 4 hours of Opus at 96 kbit/s. */
export const takeMaxBytes = 200 * 1024 * 1024
export const takeAudioPath = (takeId: string) => `/api/takes/${encodeURIComponent(takeId)}/audio`
