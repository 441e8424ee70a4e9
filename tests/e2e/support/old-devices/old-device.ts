// A browser left by an earlier version of the app: its owner signed in (the refresh cookie, the
// credentials in localStorage as every version kept them) and its IndexedDB written by that version,
// seeded on a page of the origin that does not start the app. Then the current app opens it.
import { createHash } from 'node:crypto'
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { apiAsMember } from '../api'
import { registerNewMember } from '../login-dialog'
import { createScript, openSession, testId, type TestScript } from '../sessions'
import type { OldDatabase } from './old-schemas'
import { seedOldDatabase, storeKeys, type OldRecord } from './seed-in-page'

export interface DeviceOwner {
  userId: string
  username: string
  email: string
  /** localStorage `voice-acting.credentials` as the app left it. */
  credentials: string
  cookies: Awaited<ReturnType<BrowserContext['cookies']>>
  script: TestScript
  sessionId: string
  /** A draft the server has at version 1, which the old device then edited offline. */
  syncedDraftId: string
  /** A friend of the owner (`withFriend`), whom a queued message can reach. */
  friendId: string | null
}

async function makeFriend(browser: Browser, owner: Page): Promise<string> {
  const context = await browser.newContext()
  const friend = await context.newPage()
  await registerNewMember(friend)
  const ids = async (page: Page) =>
    (
      JSON.parse((await page.evaluate(() => localStorage.getItem('voice-acting.credentials'))) ?? '{}') as {
        user: { id: string }
      }
    ).user.id
  const [ownerId, friendId] = [await ids(owner), await ids(friend)]
  expect((await apiAsMember(owner, 'POST', '/api/friendships/', { userId: friendId })).status).toBeLessThan(300)
  expect((await apiAsMember(friend, 'POST', `/api/friendships/${ownerId}/accept`)).status).toBeLessThan(300)
  await context.close()
  return friendId
}

/** A member with a script and an open session, made through the real app in a context of their own. */
export async function prepareOwner(
  browser: Browser,
  title: string,
  lines: Array<[string, string]>,
  withFriend = false,
): Promise<DeviceOwner> {
  const context = await browser.newContext()
  const page = await context.newPage()
  const email = await registerNewMember(page)
  const script = await createScript(page, title, lines)
  const sessionId = await openSession(page, script.id)
  const syncedDraftId = await serverDraft(page, 'Lines for Tuesday', 'ANNA: The first version.')
  const friendId = withFriend ? await makeFriend(browser, page) : null
  const credentials = await page.evaluate(() => localStorage.getItem('voice-acting.credentials') ?? '')
  const user = (JSON.parse(credentials) as { user: { id: string; username: string } }).user
  const cookies = await context.cookies()
  await context.close()
  return {
    userId: user.id,
    username: user.username,
    email,
    credentials,
    cookies,
    script,
    sessionId,
    syncedDraftId,
    friendId,
  }
}

const blankPath = '/an-old-device'

/** A fresh context signed in as `owner`, on a page of the origin where no app script runs. */
export async function openWithoutApp(
  browser: Browser,
  owner: DeviceOwner,
  knownByName: boolean,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext()
  await context.addCookies(owner.cookies)
  const page = await context.newPage()
  await page.route(`**${blankPath}`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>An old device</title>' }),
  )
  await page.goto(blankPath)
  await page.evaluate(
    ({ credentials, member }) => {
      localStorage.setItem('voice-acting.credentials', credentials)
      // Kept since 490b1c5: the members who signed in here, by user id.
      if (member)
        localStorage.setItem(
          'voice-acting.device-members',
          JSON.stringify({ [member.id]: { username: member.username, email: member.email } }),
        )
    },
    {
      credentials: owner.credentials,
      member: knownByName ? { id: owner.userId, username: owner.username, email: owner.email } : null,
    },
  )
  return { context, page }
}

export async function seedDatabase(page: Page, database: OldDatabase, records: OldRecord[]): Promise<void> {
  await page.evaluate(seedOldDatabase, { database, records })
}

/** Leaves the blank page for the app. */
export async function startApp(page: Page, path: string): Promise<void> {
  await page.unroute(`**${blankPath}`)
  await page.goto(path)
}

export const keysOf = (page: Page, name: string, store: string) => page.evaluate(storeKeys, { name, store })

export const sha256 = (bytes: Uint8Array | Buffer) => createHash('sha256').update(bytes).digest('hex')

/** The take's audio as the server keeps it (asked outside the page, so no service worker answers). */
export async function serverTakeAudio(page: Page, takeId: string): Promise<Buffer> {
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('voice-acting.credentials') ?? '{}') as { token?: string }).token,
  )
  const answer = await page
    .context()
    .request.get(`/api/takes/${encodeURIComponent(takeId)}/audio`, { headers: { Authorization: `Bearer ${token}` } })
  expect(answer.status(), `audio of take ${takeId}`).toBe(200)
  return answer.body()
}

export interface ServerTake {
  id: string
  lineId: string
}

export async function serverTakes(page: Page, sessionId: string): Promise<ServerTake[]> {
  const answer = await apiAsMember<{ takes: ServerTake[] }>(page, 'GET', `/api/sessions/${sessionId}`)
  expect(answer.status).toBe(200)
  return answer.json.takes
}

async function serverDraft(page: Page, title: string, body: string): Promise<string> {
  const id = testId()
  const created = await apiAsMember(page, 'POST', '/api/drafts', { id, title, body })
  expect(created.status).toBeLessThan(300)
  return id
}
