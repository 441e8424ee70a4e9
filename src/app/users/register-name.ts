// The name asked for at registration (issue 33 point 1): checked like the profile's, saved to the
// profile once the account exists (a name that cannot be saved is asked for again later).
import { profileLimits } from '#contract/profiles'
import type { User } from '#contract/users'
import type { Auth } from '../auth/auth'
// The plain parts only: the index would bring the Chakra form into the login dialog's chunk.
import { nameError } from '../profiles/name-first/name-error'
import { nameQuestion } from '../profiles/name-first/name-question'
import { proposedHandle } from '../profiles/name-first/proposed-handle'
import { saveName } from '../profiles/name-first/save-name'

export { nameError, nameQuestion, profileLimits, proposedHandle }

export async function saveRegisteredName(auth: Auth, name: string, user: User): Promise<void> {
  if (!name.trim()) return
  await saveName(auth, name, user).catch(() => undefined)
}
