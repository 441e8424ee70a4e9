import { z } from 'zod/mini'
import { endpoint } from './endpoint'
import { idString } from './ids'
import { joinCodeInput } from './join-code'
import { privilegeSchema } from './privileges'

export const limits = {
  usernameMax: 254,
  passwordMin: 6,
  passwordMax: 128,
} as const

export const visibilitySchema = z.enum(['public', 'protected'])
export type Visibility = z.infer<typeof visibilitySchema>

export const roleSchema = z.object({ name: z.string(), privileges: z.array(privilegeSchema) })
export type Role = z.infer<typeof roleSchema>

export const userClassSchema = z.object({
  id: z.string(),
  name: z.string(),
  school: z.object({ name: z.string(), country: z.string() }),
  /** How this user belongs to the class. */
  membership: z.enum(['teacher', 'student']),
})
export type UserClass = z.infer<typeof userClassSchema>

/** What anyone may see of a user (fields hidden by visibility are null). */
export const publicUserSchema = z.object({
  id: z.string(),
  name: z.nullable(z.string()),
  handle: z.nullable(z.string()),
  photo: z.nullable(z.string()),
  intro: z.nullable(z.string()),
})
export type PublicUser = z.infer<typeof publicUserSchema>

/** A public profile (/members/{handle}, /profile/{userId}): the public fields and the custom
 *  portfolio link, which is always public. */
export const memberProfileSchema = z.extend(publicUserSchema, { portfolioLink: z.nullable(z.string()) })
export type MemberProfile = z.infer<typeof memberProfileSchema>

/** The signed-in user's own record (SPEC §3 User). */
export const userSchema = z.extend(publicUserSchema, {
  username: z.string(),
  email: z.nullable(z.string()),
  location: z.nullable(z.string()),
  nameVisibility: visibilitySchema,
  photoVisibility: visibilitySchema,
  introVisibility: visibilitySchema,
  role: roleSchema,
  classes: z.array(userClassSchema),
  /** Effective privileges: role ∪ unexpired subscription roles, computed by the server. */
  privileges: z.array(privilegeSchema),
  /** `microsoft` for a work or school account: Log Out then goes to /auth/ms/logout. */
  accountType: z.enum(['password', 'microsoft']),
  /** The "Custom portfolio link": an http(s) address shown on the public profile. */
  portfolioLink: z.nullable(z.string()),
})
export type User = z.infer<typeof userSchema>

const username = z
  .string()
  .check(z.trim(), z.minLength(1, 'Please enter your user ID or email.'), z.maxLength(limits.usernameMax))

export const credentialsBody = z.object({
  username,
  password: z.string().check(z.trim(), z.minLength(1, 'Please enter your password.'), z.maxLength(limits.passwordMax)),
})

export const newPassword = z
  .string()
  .check(
    z.trim(),
    z.minLength(limits.passwordMin, 'Your password needs to contain at least 6 characters.'),
    z.maxLength(limits.passwordMax),
  )

/** `classCode` (from /register?class=CODE) joins the new member to that class as a student. */
export const createUserBody = z.object({ username, password: newPassword, classCode: z.optional(joinCodeInput) })

/** Password reset (SPEC §4): the user ID or e-mail, then the 6-digit code mailed to it, then a new password. */
export const resetCodeMessage = 'Please enter the 6-digit code from the e-mail.'
const resetCode = z.string().check(z.trim(), z.regex(/^\d{6}$/, resetCodeMessage))
export const passwordCodeBody = z.object({ username })
export const passwordVerifyBody = z.object({ username, code: resetCode })
export const passwordResetBody = z.object({ username, code: resetCode, password: newPassword })

/** The messages of the account calls' own schemas (below); the rest of what the profile editor's
 *  account calls answer is `profileMessages` (contract/profiles), which the app's first load does
 *  not carry. */
export const accountMessages = {
  invalidEmail: 'Please enter a valid email address.',
  nothingToChange: 'Enter a new e-mail address or a new password.',
} as const

/** Changing the e-mail or the password needs the current password. Changing the password ends
 *  every other sign-in of the member (this one goes on with a new refresh cookie). */
export const credentialBody = z
  .object({
    newEmail: z.optional(z.pipe(z.string().check(z.trim(), z.toLowerCase()), z.email(accountMessages.invalidEmail))),
    newPassword: z.optional(newPassword),
    password: z.string().check(z.trim(), z.minLength(1, 'Please enter your current password.'), z.maxLength(128)),
  })
  .check(
    z.refine((body) => body.newEmail !== undefined || body.newPassword !== undefined, accountMessages.nothingToChange),
  )

/** A password account confirms with its password; a Microsoft account, which has none here, by
 *  typing its user ID (decision 041). */
export const closeAccountBody = z.object({
  username: z.string().check(z.trim(), z.minLength(1, 'Please enter your user ID.'), z.maxLength(254)),
  password: z.optional(z.string().check(z.trim(), z.minLength(1, 'Please enter your password.'), z.maxLength(128))),
})

/** Sign-in, registration and refresh all answer with the user and a short-lived access token. */
export const sessionResponse = z.object({ user: userSchema, token: z.string() })
export type SessionResponse = z.infer<typeof sessionResponse>

export const usersApi = {
  create: endpoint({ method: 'POST', path: '/api/users/create', body: createUserBody, response: sessionResponse }),
  authenticate: endpoint({
    method: 'POST',
    path: '/api/users/authenticate',
    body: credentialsBody,
    response: sessionResponse,
  }),
  refreshToken: endpoint({ method: 'POST', path: '/api/users/refresh-token', response: sessionResponse }),
  signOut: endpoint({ method: 'POST', path: '/api/users/signOut' }),
  /** Open to visitors: the signed-in user gets their own whole record, anyone else the profile
   *  with name/photo/intro as their visibility allows for this viewer (hidden ones are null). */
  get: endpoint({
    method: 'GET',
    path: '/api/users/:id',
    params: z.object({ id: idString() }),
    response: z.union([userSchema, memberProfileSchema]),
  }),
  /** Always answers 204, whether or not the user exists. */
  passwordCode: endpoint({ method: 'POST', path: '/api/users/password/code', body: passwordCodeBody }),
  passwordVerify: endpoint({ method: 'POST', path: '/api/users/password/verify', body: passwordVerifyBody }),
  /** Sets the new password and ends every sign-in of the user; it does not sign in. */
  passwordReset: endpoint({ method: 'POST', path: '/api/users/password/reset', body: passwordResetBody }),
  /** 200 with a new token and the user; 403 wrong password; 409 e-mail in use; 400 bad input. */
  credential: endpoint({
    method: 'POST',
    path: '/api/users/credential',
    body: credentialBody,
    response: sessionResponse,
  }),
  /** 204, and the refresh cookie is cleared. 403 for teachers and students (SPEC §6 messages),
   *  a wrong password, or another member's user ID. */
  delete: endpoint({ method: 'POST', path: '/api/users/delete', body: closeAccountBody }),
}
