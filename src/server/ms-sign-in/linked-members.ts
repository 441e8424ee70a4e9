// A Microsoft account maps to exactly one member through (tenant id, object id). The first
// sign-in creates that member: a `microsoft` account without a password, named after the
// token's sign-in name. It is never joined to an existing member by e-mail: a tenant decides
// what e-mails its accounts claim, so matching on them would let a tenant take over accounts.
import { randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { limits } from '#contract/users'
import type { Database } from '../db/database'
import { microsoftAccounts, users } from '../db/schema'
import { findOrCreateRole } from '../roles/service'
import { findTakenLogin } from '../users/queries'
import type { MicrosoftIdentity } from './verify-id-token'

const nameMax = 200

export async function findOrCreateLinkedMember(db: Database, identity: MicrosoftIdentity): Promise<string> {
  const linked = await findLinkedMember(db, identity)
  if (linked) return linked
  try {
    return await createLinkedMember(db, identity)
  } catch (error) {
    // The same account signing in twice at once: the other request made the link.
    const raced = await findLinkedMember(db, identity)
    if (raced) return raced
    throw error
  }
}

async function findLinkedMember(db: Database, identity: MicrosoftIdentity): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: microsoftAccounts.userId })
    .from(microsoftAccounts)
    .where(and(eq(microsoftAccounts.tenantId, identity.tenantId), eq(microsoftAccounts.objectId, identity.objectId)))
  return row?.userId
}

async function createLinkedMember(db: Database, identity: MicrosoftIdentity): Promise<string> {
  const username = await freeUsername(db, identity)
  const role = await findOrCreateRole(db, [])
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        username,
        // The token's e-mail is not verified by Microsoft; the member can add one in the profile.
        email: null,
        passwordHash: null,
        accountType: 'microsoft',
        roleId: role.id,
        name: identity.name?.slice(0, nameMax) ?? null,
      })
      .returning({ id: users.id })
    if (!user) throw new Error('The new member was not returned.')
    await tx
      .insert(microsoftAccounts)
      .values({ tenantId: identity.tenantId, objectId: identity.objectId, userId: user.id })
    return user.id
  })
}

/** The sign-in name when no one has it as user ID or e-mail, else that name with a random suffix. */
async function freeUsername(db: Database, identity: MicrosoftIdentity): Promise<string> {
  const base = (identity.preferredUsername ?? identity.email ?? `microsoft-${identity.objectId}`).slice(
    0,
    limits.usernameMax - 8,
  )
  if (!(await findTakenLogin(db, base, null))) return base
  for (;;) {
    const candidate = `${base}-${randomBytes(3).toString('hex')}`
    if (!(await findTakenLogin(db, candidate, null))) return candidate
  }
}
