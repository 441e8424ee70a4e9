// A role is the row for one set of privileges: the set decides the name ("member" when empty,
// else the privileges joined by "+"), so granting the same set twice reuses the same row.
import { eq } from 'drizzle-orm'
import { privileges as knownPrivileges, type Privilege } from '#contract/privileges'
import type { Database } from '../db/database'
import { roles } from '../db/schema'

export const memberRoleName = 'member'

/** Privileges without duplicates, in the order of the contract's list. */
export function canonicalPrivileges(list: Iterable<string>): Privilege[] {
  const wanted = new Set(list)
  return knownPrivileges.filter((p) => wanted.has(p))
}

export function roleNameFor(list: readonly Privilege[]): string {
  const canonical = canonicalPrivileges(list)
  return canonical.length === 0 ? memberRoleName : canonical.join('+')
}

export async function findOrCreateRole(
  db: Database,
  list: readonly Privilege[],
): Promise<{ id: string; name: string }> {
  const name = roleNameFor(list)
  await db
    .insert(roles)
    .values({ name, privileges: canonicalPrivileges(list) })
    .onConflictDoNothing({ target: roles.name })
  const [role] = await db.select({ id: roles.id, name: roles.name }).from(roles).where(eq(roles.name, name))
  if (!role) throw new Error(`Role ${name} could not be created.`)
  return role
}
