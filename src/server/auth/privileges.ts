// SPEC §6: a privilege counts when it comes from the user's role or from any subscription
// role that has not expired yet.
import { and, eq, gt } from 'drizzle-orm'
import type { Privilege } from '#contract/privileges'
import type { Database } from '../db/database'
import { roles, subscriptions, users } from '../db/schema'
import { canonicalPrivileges } from '../roles/service'

/** The effective privileges, or null when the user does not exist. */
export async function effectivePrivileges(db: Database, userId: string, now: Date): Promise<Privilege[] | null> {
  const [own] = await db
    .select({ privileges: roles.privileges })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, userId))
  if (!own) return null
  const subscribed = await db
    .select({ privileges: roles.privileges })
    .from(subscriptions)
    .innerJoin(roles, eq(roles.id, subscriptions.roleId))
    .where(and(eq(subscriptions.userId, userId), gt(subscriptions.expiresAt, now)))
  return canonicalPrivileges([own, ...subscribed].flatMap((row) => row.privileges))
}
