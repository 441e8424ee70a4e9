// Test data built through the same services the app uses, plus direct rows where no
// endpoint exists yet (subscriptions, classes).
import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { Privilege } from '../../../src/contract/privileges'
import type { SessionResponse } from '../../../src/contract/users'
import type { Database } from '../../../src/server/db/database'
import { classes, classMembers, schools, subscriptions } from '../../../src/server/db/schema'
import { findOrCreateRole } from '../../../src/server/roles/queries'
import { createUser } from '../../../src/server/users/service'

let counter = 0
export const uniqueName = (prefix = 'user') => `${prefix}${++counter}${randomBytes(3).toString('hex')}`

export interface UserFixture {
  id: string
  username: string
  email: string | null
  password: string
}

export async function makeUser(
  db: Database,
  input: { username?: string; email?: string; password?: string; privileges?: Privilege[] } = {},
): Promise<UserFixture> {
  const password = input.password ?? 'secret-password'
  const row = await createUser(db, {
    username: input.username ?? uniqueName(),
    email: input.email,
    password,
    privileges: input.privileges ?? [],
  })
  return { id: row.id, username: row.username, email: row.email, password }
}

export async function makeSubscription(
  db: Database,
  userId: string,
  privileges: Privilege[],
  expiresAt: Date,
): Promise<void> {
  const role = await findOrCreateRole(db, privileges)
  await db.insert(subscriptions).values({ userId, roleId: role.id, expiresAt })
}

export async function makeClassMembership(
  db: Database,
  userId: string,
  membership: 'teacher' | 'student',
  names: { school?: string; className?: string } = {},
): Promise<{ classId: string }> {
  const [school] = await db
    .insert(schools)
    .values({ name: names.school ?? 'Hill School', country: 'NZ' })
    .returning()
  const [klass] = await db
    .insert(classes)
    .values({ schoolId: school!.id, name: names.className ?? 'Drama 1' })
    .returning()
  await db.insert(classMembers).values({ classId: klass!.id, userId, membership })
  return { classId: klass!.id }
}

export interface SignedIn {
  token: string
  refreshCookie: string
  session: SessionResponse
}

/** Signs in through the real endpoint and returns the access token and refresh cookie. */
export async function signIn(app: FastifyInstance, user: { username: string; password: string }): Promise<SignedIn> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/users/authenticate',
    payload: { username: user.username, password: user.password },
  })
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`)
  return { token: res.json<SessionResponse>().token, refreshCookie: refreshCookieOf(res), session: res.json() }
}

export function refreshCookieOf(res: { cookies: Array<{ name: string; value: string }> }): string {
  const cookie = res.cookies.find((c) => c.name === 'refresh_token')
  if (!cookie) throw new Error('no refresh_token cookie in the response')
  return cookie.value
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
