// The profile editor's form: the text fields as typed, compared with the user as the server last
// sent it. Only what differs is sent, so "Save Changes" stays disabled until something changed
// (SPEC §5), and the credential call runs only when the e-mail or the password changed.
import type { User, Visibility } from '#contract/users'
import { hasPrivilege } from '#app/auth/privileges'

export interface ProfileFields {
  name: string
  nameVisibility: Visibility
  photoVisibility: Visibility
  introVisibility: Visibility
  location: string
  handle: string
  portfolioLink: string
  email: string
  newPassword: string
  /** The current password, needed to change the e-mail or the password. */
  currentPassword: string
}

/** `P`: how a newly chosen photo is held (the crop while editing, the exported Blob when saving). */
export interface ProfileDraft<P = Blob> {
  fields: ProfileFields
  /** A newly chosen photo, or 'remove'. */
  photo: P | 'remove' | null
  /** A newly recorded intro, or 'remove'. */
  intro: Blob | 'remove' | null
}

export type ProfileTextField = 'name' | 'location' | 'handle' | 'portfolioLink'
export type VisibilityField = 'nameVisibility' | 'photoVisibility' | 'introVisibility'

export interface ProfileChanges<P = Blob> {
  credential: { newEmail?: string; newPassword?: string } | null
  text: Partial<Record<ProfileTextField, string>>
  visibility: Partial<Record<VisibilityField, Visibility>>
  photo: P | 'remove' | null
  intro: Blob | 'remove' | null
}

export const invalidEmailMessage = 'Please enter a valid email address.'
export const currentPasswordNeededMessage = 'Please enter your current password to change your email or password.'

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** SPEC §5: spaces are removed from the handle as it is typed. */
export function withoutSpaces(handle: string): string {
  return handle.replace(/\s+/g, '')
}

export function fieldsOf(user: User): ProfileFields {
  return {
    name: user.name ?? '',
    nameVisibility: user.nameVisibility,
    photoVisibility: user.photoVisibility,
    introVisibility: user.introVisibility,
    location: user.location ?? '',
    handle: user.handle ?? '',
    portfolioLink: user.portfolioLink ?? '',
    email: user.email ?? '',
    newPassword: '',
    currentPassword: '',
  }
}

/** SPEC §5: the custom link cannot be edited by roles with no privileges, nor by class members. */
export function canEditPortfolioLink(user: User): boolean {
  return user.privileges.length > 0 && user.classes.length === 0
}

/** Who may not close their own account (SPEC §6), and the message they see instead. */
export function closingRefusal(user: User): string | null {
  const memberships = user.classes.map((item) => item.membership)
  if (hasPrivilege(user, 'teacher') || memberships.includes('teacher')) {
    return 'Kindly reach out to your vendor of the product if you wish to close your school account.'
  }
  if (hasPrivilege(user, 'student') || memberships.includes('student')) {
    return 'Need to close your account? Please ask your teacher for help.'
  }
  return null
}

export function changesOf<P>(user: User, draft: ProfileDraft<P>): ProfileChanges<P> {
  const saved = fieldsOf(user)
  const now = draft.fields
  const text: ProfileChanges<P>['text'] = {}
  const textFields: ProfileTextField[] = canEditPortfolioLink(user)
    ? ['name', 'location', 'handle', 'portfolioLink']
    : ['name', 'location', 'handle']
  for (const key of textFields) {
    const value = key === 'handle' ? withoutSpaces(now[key]) : now[key].trim()
    if (value !== saved[key].trim()) text[key] = value
  }
  const visibility: ProfileChanges<P>['visibility'] = {}
  for (const key of ['nameVisibility', 'photoVisibility', 'introVisibility'] as const) {
    if (now[key] !== saved[key]) visibility[key] = now[key]
  }
  const newEmail = now.email.trim()
  const newPassword = now.newPassword.trim()
  const credential = {
    ...(newEmail !== saved.email.trim() ? { newEmail } : {}),
    ...(newPassword ? { newPassword } : {}),
  }
  return {
    credential: Object.keys(credential).length > 0 ? credential : null,
    text,
    visibility,
    photo: draft.photo,
    intro: draft.intro,
  }
}

export function hasChanges(changes: ProfileChanges<unknown>): boolean {
  return (
    changes.credential !== null ||
    Object.keys(changes.text).length > 0 ||
    Object.keys(changes.visibility).length > 0 ||
    changes.photo !== null ||
    changes.intro !== null
  )
}

export interface ProfileErrors {
  email?: string
  newPassword?: string
  currentPassword?: string
}

/** Checks before anything is sent; the server checks the same again. */
export function validateChanges(
  changes: ProfileChanges<unknown>,
  currentPassword: string,
  minPassword: number,
): ProfileErrors {
  const errors: ProfileErrors = {}
  const { credential } = changes
  if (!credential) return errors
  if (credential.newEmail !== undefined && !emailPattern.test(credential.newEmail)) errors.email = invalidEmailMessage
  if (credential.newPassword !== undefined && credential.newPassword.length < minPassword) {
    errors.newPassword = 'Your password needs to contain at least 6 characters.'
  }
  if (!currentPassword.trim()) errors.currentPassword = currentPasswordNeededMessage
  return errors
}
