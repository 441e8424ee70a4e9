// Sets up scripts, sessions, share links and portfolio items through the real API as the member
// signed in on `page`, so a browser test spends its time on what it is about.
import { expect, type Page } from '@playwright/test'
import { apiAsMember } from './api'

const idChars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
/** An id in the shape the app makes (`clientId`: 16 to 64 of [A-Za-z0-9_-]). */
export function testId(): string {
  return Array.from({ length: 22 }, () => idChars[Math.floor(Math.random() * idChars.length)]).join('')
}

export interface TestScript {
  id: string
  title: string
  roles: Array<{ id: string; name: string }>
  lines: Array<{ id: string; roleId: string; text: string }>
}

async function ok<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const answer = await apiAsMember<T>(page, method, path, body)
  expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.json)}`).toBeLessThan(300)
  return answer.json
}

/** A script whose lines are `[role name, text]` pairs, every line dialogue. */
export async function createScript(
  page: Page,
  title: string,
  lines: Array<[role: string, text: string]>,
): Promise<TestScript> {
  const roles = [...new Set(lines.map(([role]) => role))].map((name) => ({ id: testId(), name, description: '' }))
  const roleId = (name: string) => roles.find((role) => role.name === name)!.id
  const script = {
    id: testId(),
    title,
    roles,
    lines: lines.map(([role, text]) => ({ id: testId(), roleId: roleId(role), kind: 'dialogue' as const, text })),
  }
  const created = await apiAsMember(page, 'POST', '/api/scripts', script)
  expect(created.status, JSON.stringify(created.json)).toBeLessThan(300)
  return script
}

/** The member's open session of the script (opened when there is none): its id. */
export async function openSession(page: Page, scriptId: string): Promise<string> {
  return (await ok<{ id: string }>(page, 'GET', `/api/scripts/${scriptId}/session`)).id
}

/** A share link for one role (or the whole session when `roleId` is null): its link id. */
export async function makeShareLink(page: Page, sessionId: string, roleId: string | null): Promise<string> {
  return (
    await ok<{ linkId: string }>(page, 'POST', `/api/sessions/${sessionId}/links`, { roleId, expiresInHours: 24 })
  ).linkId
}

/** Marks the session finished and puts it on the owner's portfolio. */
export async function finishAndPublish(page: Page, sessionId: string): Promise<void> {
  await ok(page, 'POST', `/api/sessions/${sessionId}/complete`)
  await ok(page, 'PUT', `/api/sessions/${sessionId}/portfolio`, {})
}

/** Marks the studio's session as finished as its owner does: the button, then the confirmation. */
export async function markFinished(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Mark as finished' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Mark this session as finished?' })
  await confirm.getByRole('button', { name: 'Mark as finished' }).click()
  await expect(confirm).toBeHidden()
  await expect(page.getByText('Finished', { exact: true })).toBeVisible()
}

/** The signed-in member's user id, from the stored credentials. */
export async function signedInUserId(page: Page): Promise<string> {
  const id = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('voice-acting.credentials') ?? 'null') as { user?: { id?: string } } | null)
        ?.user?.id,
  )
  if (!id) throw new Error('Nobody is signed in on this page.')
  return id
}
