import type { Privilege } from '#contract/privileges'
import type { User } from '#contract/users'

/** The server sends the effective privileges (role ∪ unexpired subscriptions, SPEC §6). */
export function hasPrivilege(user: User | null, privilege: Privilege): boolean {
  return user?.privileges.includes(privilege) ?? false
}

/** SPEC §6: a school user belongs to at least one class. */
export function isSchoolUser(user: User | null): boolean {
  return (user?.classes.length ?? 0) > 0
}
