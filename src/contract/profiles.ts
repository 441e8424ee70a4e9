// The profile editor's calls (SPEC §2, §4, §5, §7): credentials (e-mail, password) as JSON, the
// profile as multipart (text fields + photo + intro files), closing the account, the photo and intro
// bytes, and the public profile by handle. Text fields are validated with `profileFieldsSchema`
// on both sides; the files are checked by their bytes on the server.
import { z } from 'zod/mini'
import { endpoint } from './endpoint'
import { memberProfileSchema, newPassword, sessionResponse, userSchema, visibilitySchema } from './users'

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
  invalidEmail: 'Please enter a valid email address.',
  handle: 'A handle has 3 to 30 characters: lower-case letters, digits, dots, dashes and underscores.',
  handleTaken: 'This handle is taken. Please choose another one.',
  portfolioLink: 'The portfolio link must be a web address starting with http:// or https://.',
  portfolioLinkLocked: 'Your membership does not allow a custom portfolio link.',
  wrongPassword: 'The password is incorrect.',
  nothingToChange: 'Enter a new e-mail address or a new password.',
  noPassword: 'This account signs in with Microsoft and has no password here.',
  teacherClose: 'Kindly reach out to your vendor of the product if you wish to close your school account.',
  studentClose: 'Need to close your account? Please ask your teacher for help.',
  notYourAccount: 'This is not your user ID.',
  unknownUser: 'This user does not exist.',
} as const

/** Spaces are removed from a handle (SPEC §5); it is kept in lower case and unique in any case. */
export const normaliseHandle = (value: string) => value.replace(/\s+/g, '').toLowerCase()
export const handlePattern = /^[a-z0-9_.-]{3,30}$/

const optionalText = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max, `At most ${max} characters.`)))
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
    z
      .string()
      .check(
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

/** Changing the e-mail or the password needs the current password. Changing the password ends
 *  every other sign-in of the member (this one goes on with a new refresh cookie). */
export const credentialBody = z
  .object({
    newEmail: z.optional(z.pipe(z.string().check(z.trim(), z.toLowerCase()), z.email(profileMessages.invalidEmail))),
    newPassword: z.optional(newPassword),
    password: z.string().check(z.trim(), z.minLength(1, 'Please enter your current password.'), z.maxLength(128)),
  })
  .check(z.refine((body) => body.newEmail !== undefined || body.newPassword !== undefined, profileMessages.nothingToChange))

export const closeAccountBody = z.object({
  username: z.string().check(z.trim(), z.minLength(1, 'Please enter your user ID.'), z.maxLength(254)),
  password: z.string().check(z.trim(), z.minLength(1, 'Please enter your password.'), z.maxLength(128)),
})

/** Photo ids and intro ids are random and never reused. */
export const fileIdParams = z.object({ id: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/, 'This file does not exist.')) })

/** Where the bytes are. A protected file needs the viewer's bearer token (the user, friends,
 *  classmates and teachers of the user's classes); a public one is open. Intro audio answers Range. */
export const photoUrl = (photo: string) => `/api/users/photo/${encodeURIComponent(photo)}`
export const introUrl = (intro: string) => `/api/users/intro/${encodeURIComponent(intro)}`

export const profilesApi = {
  /** 200 with a new token and the user; 403 wrong password; 409 e-mail in use; 400 bad input. */
  credential: endpoint({ method: 'POST', path: '/api/users/credential', body: credentialBody, response: sessionResponse }),
  /** Multipart (see profileFieldsSchema); answers the updated user. 409 handle taken, 413 file too large. */
  profile: endpoint({ method: 'POST', path: '/api/users/profile', response: userSchema }),
  /** 204, and the refresh cookie is cleared. 403 for teachers and students (SPEC §6 messages),
   *  a wrong password, or another member's user ID. */
  delete: endpoint({ method: 'POST', path: '/api/users/delete', body: closeAccountBody }),
  /** The public profile by handle (open to visitors); 404 'This user does not exist.'. */
  member: endpoint({
    method: 'GET',
    path: '/api/members/:handle',
    params: z.object({ handle: z.string().check(z.minLength(1), z.maxLength(200)) }),
    response: z.union([userSchema, memberProfileSchema]),
  }),
}
