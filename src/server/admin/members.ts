// Finding the member a command names, and granting privileges, as several commands do.
import { eq } from 'drizzle-orm'
import type { Privilege } from '#contract/privileges'
import type { Database } from '../db/database'
import { roles, users } from '../db/schema'
import { canonicalPrivileges, findOrCreateRole } from '../roles/service'
import { findUserByLogin, type UserRow } from '../users/queries'
import { UsageError } from './args'

export async function requireUser(db: Database, username: string): Promise<UserRow> {
  const user = await findUserByLogin(db, username)
  if (!user) throw new UsageError(`Unknown user ${username}.`)
  return user
}

/** Adds privileges to the user's role (moving them to the role of the new set); never removes any. */
export async function grantPrivileges(db: Database, user: UserRow, list: readonly Privilege[]) {
  const [current] = await db.select({ privileges: roles.privileges }).from(roles).where(eq(roles.id, user.roleId))
  const privileges = canonicalPrivileges([...(current?.privileges ?? []), ...list])
  const role = await findOrCreateRole(db, privileges)
  await db.update(users).set({ roleId: role.id }).where(eq(users.id, user.id))
  return { role, privileges }
}
