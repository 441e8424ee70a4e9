// Save Changes in two phases (SPEC §4): the credentials first (only when the e-mail or password
// changed; the answer carries a new token, stored at once), then the profile as multipart. If the
// second phase fails, the first one stays done; the dialog shows the error and can save again.
import { profilesApi } from '#contract/profiles'
import { usersApi } from '#contract/users'
import type { User } from '#contract/users'
import type { Auth } from '#app/auth/auth'
import type { ProfileChanges } from './profile-form'

/** The multipart parts for the profile call; null when no profile field changed. */
export function profileForm(changes: ProfileChanges): FormData | null {
  const form = new FormData()
  for (const [key, value] of Object.entries({ ...changes.text, ...changes.visibility })) form.set(key, value)
  if (changes.photo === 'remove') form.set('removePhoto', 'true')
  else if (changes.photo) form.set('photo', changes.photo, 'photo.jpg')
  if (changes.intro === 'remove') form.set('removeIntro', 'true')
  else if (changes.intro)
    form.set('intro', changes.intro, `intro.${changes.intro.type.includes('mp4') ? 'm4a' : 'webm'}`)
  return [...form.keys()].length > 0 ? form : null
}

export async function saveProfile(auth: Auth, changes: ProfileChanges, currentPassword: string): Promise<User | null> {
  let user: User | null = null
  if (changes.credential) {
    const session = await auth.api.request(usersApi.credential, {
      body: { ...changes.credential, password: currentPassword.trim() },
    })
    auth.store.set(session)
    user = session.user
  }
  const form = profileForm(changes)
  if (form) {
    user = await auth.api.request(profilesApi.profile, { form })
    const stored = auth.store.get()
    if (stored) auth.store.set({ ...stored, user })
  }
  return user
}
