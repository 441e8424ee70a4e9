// The name asked for at registration (issue 33 point 1): checked like the profile's, saved to the
// profile once the account exists (a name that cannot be saved is asked for again later).
import { profileFieldsSchema, profileLimits } from '#contract/profiles'
import type { User } from '#contract/users'
import type { Auth } from '../auth/auth'
// The plain parts only: the index would bring the Chakra form into the login dialog's chunk.
import { nameQuestion } from '../profiles/name-first/name-question'
import { proposedHandle } from '../profiles/name-first/proposed-handle'
import { saveName } from '../profiles/name-first/save-name'

export { nameQuestion, profileLimits, proposedHandle }

/** The message for a name that cannot be saved; undefined when it can (or is left empty). */
export function nameError(name: string): string | undefined {
  const checked = profileFieldsSchema.shape.name.safeParse(name)
  return checked.success ? undefined : checked.error.issues[0]?.message
}

export async function saveRegisteredName(auth: Auth, name: string, user: User): Promise<void> {
  if (!name.trim()) return
  await saveName(auth, name, user).catch(() => undefined)
}
