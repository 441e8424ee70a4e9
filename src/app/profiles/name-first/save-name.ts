// A name given when registering, or when a member who had none is about to be seen (a share link,
// a class, an episode): saved to the profile with a handle made from it when the member has none.
// A taken handle gets a number; after three tries the name is saved without one.
import { profilesApi } from '#contract/profiles'
import type { User } from '#contract/users'
import { ApiError } from '#app/api/api-error'
import type { Auth } from '#app/auth/auth'
import { proposedHandle } from './proposed-handle'

const withNumber = (handle: string) => `${handle.slice(0, 26)}${Math.floor(1000 + Math.random() * 9000)}`

export async function saveName(auth: Auth, name: string, user: Pick<User, 'handle'>): Promise<User> {
  const base = user.handle ? '' : proposedHandle(name)
  const candidates = base ? [base, withNumber(base), withNumber(base), ''] : ['']
  for (const handle of candidates) {
    const form = new FormData()
    form.set('name', name.trim())
    if (handle) form.set('handle', handle)
    try {
      const saved = await auth.api.request(profilesApi.profile, { form })
      const stored = auth.store.get()
      if (stored) auth.store.set({ ...stored, user: saved })
      return saved
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 409)) throw error
    }
  }
  throw new Error('unreachable: the last try sends no handle')
}
