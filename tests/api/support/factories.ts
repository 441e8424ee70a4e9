// Test data built through the same services and endpoints the app uses, plus direct rows where
// no endpoint exists yet (subscriptions, classes, friendships).
import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { Draft } from '#contract/drafts'
import type { Privilege } from '#contract/privileges'
import type { Script, ScriptContent, ScriptVisibility } from '#contract/scripts'
import type { ShareLink } from '#contract/sessions'
import type { SessionResponse } from '#contract/users'
import type { Database } from '#server/db/database'
import { classes, classMembers, friendships, schools, schoolTeachers, subscriptions } from '#server/db/schema'
import { findOrCreateRole } from '#server/roles/service'
import type { TakeRow } from '#server/takes/queries'
import { recordTake } from '#server/takes/service'
import { createUser } from '#server/users/service'

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

/** A school, as `npm run admin -- create-school` makes it. */
export async function makeSchool(
  db: Database,
  input: { name?: string; country?: string } = {},
): Promise<{ id: string; name: string; country: string }> {
  const [school] = await db
    .insert(schools)
    .values({ name: input.name ?? uniqueName('School '), country: input.country ?? 'NZ' })
    .returning()
  return { id: school!.id, name: school!.name, country: school!.country }
}

/** A signed-in member with the privilege `teacher` who teaches at the school (`add-teacher`). */
export async function makeSchoolTeacher(
  app: FastifyInstance,
  db: Database,
  schoolId: string,
): Promise<UserFixture & { token: string }> {
  const teacher = await makeSignedInUser(app, db, { privileges: ['teacher'] })
  await db.insert(schoolTeachers).values({ schoolId, userId: teacher.id })
  return teacher
}

export interface SignedIn {
  token: string
  refreshCookie: string
  session: SessionResponse
}

/** Signs in through the real endpoint and returns the access token and refresh cookie. */
export async function signIn(
  app: FastifyInstance,
  user: { username: string; password: string },
  userAgent?: string,
): Promise<SignedIn> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/users/authenticate',
    payload: { username: user.username, password: user.password },
    ...(userAgent ? { headers: { 'user-agent': userAgent } } : {}),
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

/** Makes two members friends (accepted), or leaves the request pending. */
export async function makeFriends(
  db: Database,
  requesterId: string,
  addresseeId: string,
  status: 'pending' | 'accepted' = 'accepted',
): Promise<void> {
  await db.insert(friendships).values({ requesterId, addresseeId, status })
}

/** A member with a fresh access token. */
export async function makeSignedInUser(
  app: FastifyInstance,
  db: Database,
  input: { privileges?: Privilege[] } = {},
): Promise<UserFixture & { token: string }> {
  const user = await makeUser(db, input)
  return { ...user, token: (await signIn(app, user)).token }
}

/** A valid id in the app's format (what `newId()` makes). */
export const clientId = () => randomBytes(16).toString('base64url')

/** Script content with `roleNames.length` roles and `lineCount` dialogue lines, spoken in turn. */
export function scriptContentFixture(
  input: { title?: string; visibility?: ScriptVisibility; roleNames?: string[]; lineCount?: number } = {},
): ScriptContent {
  const roles = (input.roleNames ?? ['ANNA', 'BEN']).map((name) => ({ id: clientId(), name, description: '' }))
  const lines = Array.from({ length: input.lineCount ?? 4 }, (_, index) => ({
    id: clientId(),
    roleId: roles[index % roles.length]?.id ?? null,
    kind: 'dialogue' as const,
    text: `Line number ${index + 1} of this scene.`,
  }))
  return { title: input.title ?? 'A scene', description: '', visibility: input.visibility ?? 'private', roles, lines }
}

/** Creates a script through the API as `token`'s member and returns it. */
export async function makeScript(
  app: FastifyInstance,
  token: string,
  input: Parameters<typeof scriptContentFixture>[0] = {},
): Promise<Script> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/scripts',
    headers: bearer(token),
    payload: { id: clientId(), ...scriptContentFixture(input) },
  })
  if (res.statusCode !== 201) throw new Error(`script create failed: ${res.statusCode} ${res.body}`)
  return res.json<Script>()
}

/** Creates a draft through the API as `token`'s member and returns it. */
export async function makeDraft(
  app: FastifyInstance,
  token: string,
  input: { title?: string; body?: string } = {},
): Promise<Draft> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/drafts',
    headers: bearer(token),
    payload: { id: clientId(), title: input.title ?? 'A draft', body: input.body ?? 'Some words.' },
  })
  if (res.statusCode !== 201) throw new Error(`draft create failed: ${res.statusCode} ${res.body}`)
  return res.json<Draft>()
}

/** Opens (or finds) `token`'s member's session of the script, through the API. */
export async function makeSession(
  app: FastifyInstance,
  token: string,
  scriptId: string,
): Promise<{ id: string; scriptId: string }> {
  const res = await app.inject({ method: 'GET', url: `/api/scripts/${scriptId}/session`, headers: bearer(token) })
  if (res.statusCode !== 200) throw new Error(`session open failed: ${res.statusCode} ${res.body}`)
  return res.json()
}

/** A share link of the session, made by its owner through the API. */
export async function makeShareLink(
  app: FastifyInstance,
  ownerToken: string,
  sessionId: string,
  input: { roleId?: string | null; expiresInHours?: number | null } = {},
): Promise<ShareLink> {
  const res = await app.inject({
    method: 'POST',
    url: `/api/sessions/${sessionId}/links`,
    headers: bearer(ownerToken),
    payload: input,
  })
  if (res.statusCode !== 201) throw new Error(`share link create failed: ${res.statusCode} ${res.body}`)
  return res.json<ShareLink>()
}

/** Joins `token`'s member to a session through a share link. */
export async function joinSession(app: FastifyInstance, token: string, linkId: string): Promise<void> {
  const res = await app.inject({ method: 'GET', url: `/api/sharelinks/${linkId}/session`, headers: bearer(token) })
  if (res.statusCode !== 200) throw new Error(`join failed: ${res.statusCode} ${res.body}`)
}

/** A take row recorded by the service the upload server calls when the last byte arrives (no audio
 *  file: for tests that only read take rows). The first take of a line is chosen. */
export async function recordTakeRow(
  db: Database,
  input: { sessionId: string; lineId: string; userId: string },
  now = new Date(),
): Promise<TakeRow> {
  const id = clientId()
  return recordTake(db, { id, ...input, durationMs: 1000, mime: 'audio/webm', size: 100, storageKey: id }, now)
}

/** Marks `token`'s member's session complete through the API. */
export async function completeSession(app: FastifyInstance, token: string, sessionId: string): Promise<void> {
  const res = await app.inject({ method: 'POST', url: `/api/sessions/${sessionId}/complete`, headers: bearer(token) })
  if (res.statusCode !== 200) throw new Error(`complete failed: ${res.statusCode} ${res.body}`)
}
