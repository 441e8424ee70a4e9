// The profile editor's own calls (SPEC §2, §4, §5, §7): the profile as multipart (text fields +
// photo + intro files), the photo and intro bytes, and the public profile by handle. Changing the
// credentials and closing the account are account calls (contract/users). Text fields are validated with `profileFieldsSchema`
// on both sides; the files are checked by their bytes on the server.
import { z } from 'zod/mini'
import { endpoint } from './endpoint'
import { accountMessages, memberProfileSchema, userSchema, visibilitySchema } from './users'

export const profileLimits = {
  nameMax: 100,
  locationMax: 100,
  handleMin: 3,
  handleMax: 30,
  portfolioLinkMax: 500,
  /** Bytes of the uploaded photo before the server re-encodes it to 512×512 WebP. */
  photoMaxBytes: 5 * 1024 * 1024,
  introMaxBytes: 10 * 1024 * 1024,
  photoSize: 512,
} as const

export const profileMessages = {
  ...accountMessages,
  handle: 'A handle has 3 to 30 characters: lower-case letters, digits, dots, dashes and underscores.',
  handleTaken: 'This handle is taken. Please choose another one.',
  portfolioLink: 'The portfolio link must be a web address starting with http:// or https://.',
  portfolioLinkLocked: 'Your membership does not allow a custom portfolio link.',
  unknownUser: 'This user does not exist.',
} as const

/** Spaces are removed from a handle (SPEC §5); it is kept in lower case and unique in any case. */
export const normaliseHandle = (value: string) => value.replace(/\s+/g, '').toLowerCase()
export const handlePattern = /^[a-z0-9_.-]{3,30}$/

const optionalText = (max: number) =>
  z.optional(z.string().check(z.trim(), z.maxLength(max, `At most ${max} characters.`)))
const flag = z.optional(z.enum(['true', 'false']))

/**
 * The text parts of POST /api/users/profile (multipart/form-data). A part that is left out keeps
 * its value; an empty text part clears it. Files: `photo` (JPEG, PNG or WebP, ≤ 5 MB) and `intro`
 * (WebM, Ogg or MP4 audio, ≤ 10 MB); `removePhoto=true` / `removeIntro=true` clear them.
 * `portfolioLink` is refused (403) for members without privileges and for class members.
 */
export const profileFieldsSchema = z.strictObject({
  name: optionalText(profileLimits.nameMax),
  location: optionalText(profileLimits.locationMax),
  handle: z.optional(
    z
      .pipe(z.string().check(z.maxLength(200)), z.transform(normaliseHandle))
      .check(z.refine((value) => value === '' || handlePattern.test(value), profileMessages.handle)),
  ),
  portfolioLink: z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(profileLimits.portfolioLinkMax, profileMessages.portfolioLink),
      z.refine((value) => value === '' || /^https?:\/\/[^\s/]+\S*$/i.test(value), profileMessages.portfolioLink),
    ),
  ),
  nameVisibility: z.optional(visibilitySchema),
  photoVisibility: z.optional(visibilitySchema),
  introVisibility: z.optional(visibilitySchema),
  removePhoto: flag,
  removeIntro: flag,
})
export type ProfileFields = z.input<typeof profileFieldsSchema>

/** Photo ids and intro ids are random and never reused. */
export const fileIdParams = z.object({
  id: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/, 'This file does not exist.')),
})

/** Where the bytes are. A protected file needs the viewer's bearer token (the user, friends,
 *  classmates and teachers of the user's classes); a public one is open. Intro audio answers Range. */
export const photoUrl = (photo: string) => `/api/users/photo/${encodeURIComponent(photo)}`
export const introUrl = (intro: string) => `/api/users/intro/${encodeURIComponent(intro)}`

export const profilesApi = {
  /** Multipart (see profileFieldsSchema); answers the updated user. 409 handle taken, 413 file too large. */
  profile: endpoint({ method: 'POST', path: '/api/users/profile', response: userSchema }),
  /** The public profile by handle (open to visitors); 404 'This user does not exist.'. */
  member: endpoint({
    method: 'GET',
    path: '/api/members/:handle',
    params: z.object({ handle: z.string().check(z.minLength(1), z.maxLength(200)) }),
    response: z.union([userSchema, memberProfileSchema]),
  }),
}
