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
  /** What the account calls of the profile editor answer (SPEC §5, §6). */
  wrongPassword: 'The password is incorrect.',
  noPassword: 'This account signs in with Microsoft and has no password here.',
  teacherClose: 'Kindly reach out to your vendor of the product if you wish to close your school account.',
  studentClose: 'Need to close your account? Please ask your teacher for help.',
  notYourAccount: 'This is not your user ID.',
  handle: 'A handle has 3 to 30 characters: lower-case letters, digits, dots, dashes and underscores.',
  handleTaken: 'This handle is taken. Please choose another one.',
  handleReserved: 'This handle is reserved for a page of the app. Please choose another one.',
  nameCharacters: 'A name cannot contain control characters or text-direction overrides.',
  portfolioLink: 'The portfolio link must be a web address starting with http:// or https://.',
  portfolioLinkLocked: 'Your membership does not allow a custom portfolio link.',
  unknownUser: 'This user does not exist.',
} as const

/** Spaces are removed from a handle (SPEC §5); it is kept in lower case and unique in any case. */
export const normaliseHandle = (value: string) => value.replace(/\s+/g, '').toLowerCase()
export const handlePattern = /^[a-z0-9_.-]{3,30}$/

/** Words a handle cannot be: the app's own pages and words that would read as the app speaking.
 *  Handles starting with "metrics" are refused too: an address holding `/metrics` opens the dashboard. */
const reservedHandles = new Set(
  'about admin administrator api app archive audiolibrary auth certificate classes contact dashboard drafts events faq favourites free_scripts2 freesound-poc friends guide help history login logout me member members membership moderator notifications null playlist playlists podcast podcast-ep portfolio profile register resetpassword root scriptlibrary scripts session settings staff subscription support system undefined voiceacting write'.split(
    ' ',
  ),
)
export const isReservedHandle = (handle: string) => reservedHandles.has(handle) || handle.startsWith('metrics')

/** Control characters (tabs, newlines, NUL…) and the bidirectional overrides and isolates that make a
 *  name read differently from what it is. */
const hiddenCharacters = /[\p{Cc}\u200E\u200F\u202A-\u202E\u2066-\u2069]/u

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
  name: z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(profileLimits.nameMax, `At most ${profileLimits.nameMax} characters.`),
      z.refine((value) => !hiddenCharacters.test(value), profileMessages.nameCharacters),
    ),
  ),
  location: optionalText(profileLimits.locationMax),
  handle: z.optional(
    z.pipe(z.string().check(z.maxLength(200)), z.transform(normaliseHandle)).check(
      z.refine((value) => value === '' || handlePattern.test(value), profileMessages.handle),
      z.refine((value) => !isReservedHandle(value), profileMessages.handleReserved),
    ),
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
