// The audio library (SPEC §2 `/audiolibrary…`, privilege audio_library; DESIGN.md "audio"): a member's
// own music beds, ambience, sound effects and voice references, uploaded (tus, resumable like takes),
// recorded with the studio's recorder, or imported from Freesound (contract/freesound.ts). A session's
// owner may lay one of them under the session's playback and mixdown instead of the random track
// (the session's music, contract/sessions.ts).
import { z } from 'zod/mini'
import { endpoint } from './endpoint'
import { clientId, idParams } from './ids'
import { page, pageQuery } from './pagination'

export const libraryAudioTypes = ['music_bed', 'ambience', 'sound_effect', 'voice_reference'] as const
export const libraryAudioType = z.enum(libraryAudioTypes)
export type LibraryAudioType = z.infer<typeof libraryAudioType>

/** What the screens call each type (tabs, headings, the type select). */
export const libraryAudioTypeLabels: Record<LibraryAudioType, string> = {
  music_bed: 'Music beds',
  ambience: 'Ambience',
  sound_effect: 'Sound effects',
  voice_reference: 'Voice references',
}

/** Containers the library keeps, each checked against the file's first bytes. */
export const libraryAudioMimes = [
  'audio/mpeg',
  'audio/mp4',
  'audio/webm',
  'audio/ogg',
  'audio/wav',
  'audio/flac',
] as const
export const libraryAudioMime = z.enum(libraryAudioMimes)
export type LibraryAudioMime = z.infer<typeof libraryAudioMime>

export const libraryAudioSources = ['upload', 'recording', 'freesound'] as const
export const libraryAudioSource = z.enum(libraryAudioSources)

export const audioLibraryLimits = {
  titleMax: 200,
  searchMax: 100,
  /** One file: 100 MB (a 10-minute WAV is about 100 MB; MP3 of an hour about 60 MB). */
  maxBytes: 100 * 1024 * 1024,
  /** A member's library all together. */
  memberMaxBytes: 2 * 1024 * 1024 * 1024,
  /** 4 hours. */
  maxDurationMs: 4 * 60 * 60 * 1000,
} as const

export const audioLibraryMessages = {
  titleRequired: 'Please enter a title.',
  unknownAudio: 'This audio does not exist.',
  notAudio: 'This file is not audio the library can keep (MP3, MP4/AAC, WebM, Ogg, WAV or FLAC).',
  unreadable: 'This audio file could not be read. It may be damaged.',
  tooLarge: 'This file is larger than the 100 MB limit.',
  libraryFull: 'Your audio library is full (2 GB). Delete some audio to make room.',
  badMetadata: 'The upload does not describe library audio (audioId, type, title, mime).',
  uploadStarted: 'This audio is already being uploaded; continue that upload.',
  trimOrder: 'The end of the trim must come after its start.',
  trimBeyondEnd: 'The trim must lie within the audio.',
} as const

const title = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, audioLibraryMessages.titleRequired),
    z.maxLength(audioLibraryLimits.titleMax, `At most ${audioLibraryLimits.titleMax} characters.`),
  )
const milliseconds = z.int().check(z.gte(0), z.lte(audioLibraryLimits.maxDurationMs))

/** Where an imported sound came from, kept and shown with it (its licence asks for attribution). */
export const audioAttributionSchema = z.object({
  freesoundId: z.int(),
  /** The sound's page on freesound.org. */
  url: z.string(),
  author: z.string(),
  licenceName: z.string(),
  licenceUrl: z.string(),
  /** One line to credit it: `"Rain on a tin roof" by alice (freesound.org/s/123/), CC BY 4.0`. */
  attribution: z.string(),
})
export type AudioAttribution = z.infer<typeof audioAttributionSchema>

export const libraryAudioSchema = z.object({
  id: z.string(),
  type: libraryAudioType,
  title: z.string(),
  mime: libraryAudioMime,
  size: z.int(),
  durationMs: z.int(),
  /** Playback and mixdown use only the part from trimStartMs to trimEndMs (null: to the end). */
  trimStartMs: z.int(),
  trimEndMs: z.nullable(z.int()),
  source: libraryAudioSource,
  attribution: z.nullable(audioAttributionSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type LibraryAudio = z.infer<typeof libraryAudioSchema>

/** tus upload metadata of a library file; the upload id IS the audio id (made by the app). */
export const libraryUploadMetadata = z.object({
  audioId: clientId,
  type: libraryAudioType,
  title,
  mime: libraryAudioMime,
  source: z._default(z.enum(['upload', 'recording']), 'upload'),
  /** The recorder's measure, used when the file itself does not tell (WebM from MediaRecorder). */
  durationMs: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(audioLibraryLimits.maxDurationMs))),
})
export type LibraryUploadMetadata = z.infer<typeof libraryUploadMetadata>
export const libraryUploadPath = '/api/uploads/audio-library'

export const libraryAudioPath = (audioId: string) => `/api/audio-library/${encodeURIComponent(audioId)}/audio`

export const audioLibraryApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/audio-library',
    query: z.extend(pageQuery, {
      type: z.optional(libraryAudioType),
      /** Words in the title (or the attribution), case-insensitive. */
      q: z.optional(z.string().check(z.trim(), z.maxLength(audioLibraryLimits.searchMax))),
    }),
    response: page(libraryAudioSchema),
  }),
  /** The member's library: bytes used of the limit. */
  usage: endpoint({
    method: 'GET',
    path: '/api/audio-library/usage',
    response: z.object({ usedBytes: z.int(), maxBytes: z.int() }),
  }),
  get: endpoint({ method: 'GET', path: '/api/audio-library/:id', params: idParams, response: libraryAudioSchema }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/audio-library/:id',
    params: idParams,
    body: z.object({
      title: z.optional(title),
      type: z.optional(libraryAudioType),
      trimStartMs: z.optional(milliseconds),
      trimEndMs: z.optional(z.nullable(milliseconds)),
    }),
    response: libraryAudioSchema,
  }),
  remove: endpoint({ method: 'DELETE', path: '/api/audio-library/:id', params: idParams }),
}
