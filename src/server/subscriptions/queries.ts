import { desc, eq } from 'drizzle-orm'
import type { Subscription } from '#contract/subscriptions'
import type { Database } from '../db/database'
import { roles, subscriptions } from '../db/schema'
import { canonicalPrivileges } from '../roles/service'

/** All of a user's subscriptions, expired ones too, newest expiry first. */
export async function listSubscriptions(db: Database, userId: string): Promise<Subscription[]> {
  const rows = await db
    .select({ name: roles.name, privileges: roles.privileges, expiresAt: subscriptions.expiresAt })
    .from(subscriptions)
    .innerJoin(roles, eq(roles.id, subscriptions.roleId))
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.expiresAt))
  return rows.map((row) => ({
    role: { name: row.name, privileges: canonicalPrivileges(row.privileges) },
    expiry: row.expiresAt.toISOString(),
  }))
}
