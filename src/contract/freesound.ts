// Freesound (SPEC §2 `/freesound-poc`): the server searches Freesound's API v2 text search with its
// own token (FREESOUND_TOKEN, never sent to browsers), proxies the previews, and imports a sound's
// high-quality MP3 preview into the member's audio library with its licence and attribution.
import { z } from 'zod/mini'
import { endpoint } from './endpoint'
import { libraryAudioSchema, libraryAudioType } from './audio-library'

/** Freesound's licences as its search filter names them (`license:"…"`). */
export const freesoundLicences = ['Creative Commons 0', 'Attribution', 'Attribution NonCommercial'] as const
export const freesoundLicence = z.enum(freesoundLicences)
export type FreesoundLicence = z.infer<typeof freesoundLicence>

/** `maxSoundId`: Freesound's ids are 32-bit integers (and stored as such). */
export const freesoundLimits = {
  queryMax: 200,
  pageSize: 15,
  maxPage: 100,
  maxDurationSeconds: 3600,
  maxSoundId: 2_147_483_647,
} as const

export const freesoundMessages = {
  notConfigured: 'Freesound is not configured on this server.',
  unreachable: 'Freesound cannot be reached right now. Please try again later.',
  unknownSound: 'This sound does not exist on Freesound.',
  durationOrder: 'The shortest duration must not be longer than the longest.',
} as const

export const freesoundSoundSchema = z.object({
  id: z.int(),
  name: z.string(),
  author: z.string(),
  durationSeconds: z.number(),
  licenceName: z.string(),
  licenceUrl: z.string(),
  tags: z.array(z.string()),
  /** Our proxy of the sound's MP3 preview, `/api/freesound/sounds/{id}/preview?expires=…&signature=…`:
   *  signed by the server for an hour, since an <audio> element sends no bearer token (decision 068). */
  previewUrl: z.string(),
  /** The sound's page on freesound.org. */
  url: z.string(),
})
export type FreesoundSound = z.infer<typeof freesoundSoundSchema>

const seconds = z.coerce.number().check(z.gte(0), z.lte(freesoundLimits.maxDurationSeconds))

export const freesoundApi = {
  status: endpoint({ method: 'GET', path: '/api/freesound/status', response: z.object({ configured: z.boolean() }) }),
  search: endpoint({
    method: 'GET',
    path: '/api/freesound/search',
    query: z.object({
      q: z
        .string()
        .check(z.trim(), z.minLength(1, 'Please enter words to search for.'), z.maxLength(freesoundLimits.queryMax)),
      minDuration: z.optional(seconds),
      maxDuration: z.optional(seconds),
      licence: z.optional(freesoundLicence),
      page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(freesoundLimits.maxPage)), 1),
    }),
    response: z.object({ count: z.int(), page: z.int(), hasMore: z.boolean(), results: z.array(freesoundSoundSchema) }),
  }),
  import: endpoint({
    method: 'POST',
    path: '/api/freesound/import',
    body: z.object({ soundId: z.int().check(z.gte(1), z.lte(freesoundLimits.maxSoundId)), type: libraryAudioType }),
    response: libraryAudioSchema,
  }),
}
export const freesoundPreviewPath = (soundId: number) => `/api/freesound/sounds/${soundId}/preview`
