import { eq, or, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { User } from '#contract/users'
import { privilegeSchema } from '#contract/privileges'
import { effectivePrivileges } from '../auth/privileges'
import type { Database } from '../db/database'
import { classes, classMembers, roles, schools, users } from '../db/schema'

export type UserRow = typeof users.$inferSelect

/** A role's privileges as stored; a name the app no longer knows makes the list read as empty. */
const storedPrivileges = z.array(privilegeSchema).catch([])

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id))
  return row
}

/** The user whose user ID (any case) or e-mail is `login`; a user ID match wins over an e-mail match. */
export async function findUserByLogin(db: Database, login: string): Promise<UserRow | undefined> {
  const lowered = login.toLowerCase()
  const [row] = await db
    .select()
    .from(users)
    .where(or(eq(sql`lower(${users.username})`, lowered), eq(users.email, lowered)))
    .orderBy(sql`(lower(${users.username}) = ${lowered}) desc`)
    .limit(1)
  return row
}

/** Which of the user ID or e-mail is already in use, if any. */
export async function findTakenLogin(
  db: Database,
  username: string,
  email: string | null,
): Promise<'username' | 'email' | null> {
  const rows = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(
      or(
        eq(sql`lower(${users.username})`, username.toLowerCase()),
        email ? eq(users.email, email) : undefined,
        // A user ID that is someone else's e-mail would make logins ambiguous.
        eq(users.email, username.toLowerCase()),
      ),
    )
  if (rows.some((row) => row.username.toLowerCase() === username.toLowerCase())) return 'username'
  return rows.length > 0 ? 'email' : null
}

export async function loadUser(db: Database, id: string, now: Date): Promise<User | null> {
  const [row] = await db
    .select({ user: users, role: { name: roles.name, privileges: roles.privileges } })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, id))
  if (!row) return null
  const memberships = await db
    .select({
      id: classes.id,
      name: classes.name,
      membership: classMembers.membership,
      school: { name: schools.name, country: schools.country },
    })
    .from(classMembers)
    .innerJoin(classes, eq(classes.id, classMembers.classId))
    .innerJoin(schools, eq(schools.id, classes.schoolId))
    .where(eq(classMembers.userId, id))
    .orderBy(classes.name)
  const { user } = row
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    handle: user.handle,
    photo: user.photo,
    intro: user.intro,
    email: user.email,
    location: user.location,
    nameVisibility: user.nameVisibility,
    photoVisibility: user.photoVisibility,
    introVisibility: user.introVisibility,
    role: { name: row.role.name, privileges: storedPrivileges.parse(row.role.privileges) },
    classes: memberships,
    privileges: (await effectivePrivileges(db, id, now)) ?? [],
    accountType: user.accountType,
    portfolioLink: user.portfolioLink,
  }
}
