// Lists are fresh whenever the network is (issue 34, point 1): each list a member can open offline
// shows this device's copy with the time it was saved, and the first online reload after a change
// made elsewhere (here: through the API, as from another device) shows that change, as does the
// moment the network comes back, without a reload.
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { test } from './support/test'
import { waitForServiceWorker } from './support/api'
import { registerNewMember, uniqueEmail } from './support/login-dialog'
import { goBackOnline, offlineBanner } from './support/network'
import { logInOnPodcast, podcastURL, registerPodcastMember } from './support/podcast'
import { savedQueryCache } from './support/query-cache'
import { createScript, openSession, testId } from './support/sessions'
import { e2eServer } from './support/server-settings'

const offlineLine = /^Offline: showing what this device saved at \d{1,2}:\d{2}/

/** Calls the API as the page's member from outside the browser (the page may be offline). */
async function apiFromElsewhere(request: APIRequestContext, page: Page, method: string, path: string, data?: unknown) {
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('voice-acting.credentials') ?? 'null') as { token?: string } | null)?.token,
  )
  const res = await request.fetch(`${e2eServer.baseURL}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  })
  expect(res.status(), await res.text()).toBeLessThan(300)
}

interface FreshList {
  /** A path on the main site, or a whole address on another site. */
  path: string
  /** Signs a new member in where the list is; registering on the main site unless said. */
  signIn?: (page: Page, request: APIRequestContext) => Promise<void>
  /** What the saved copy holds of the first item's text, when the list shows more than it keeps. */
  saved?: (shown: string) => string
  /** Makes the first item, seen online; returns the text it shows. */
  first: (page: Page, request: APIRequestContext) => Promise<string>
  /** Makes another item, "on another device" while this one is offline; returns its text. */
  change: (page: Page, request: APIRequestContext) => Promise<string>
}

const playlistTitle = () => `Playlist ${testId().slice(0, 6)}`
const scriptTitle = () => `Script ${testId().slice(0, 6)}`
const draftTitle = () => `Draft ${testId().slice(0, 6)}`

async function sessionOf(page: Page): Promise<string> {
  const title = scriptTitle()
  const script = await createScript(page, title, [['ANNA', 'A line.']])
  await openSession(page, script.id)
  return title
}

const lists: Record<string, FreshList> = {
  'My scripts': {
    path: '/scripts',
    first: async (page) => (await createScript(page, scriptTitle(), [['ANNA', 'A line.']])).title,
    change: async (page, request) => {
      const title = scriptTitle()
      const role = { id: testId(), name: 'ANNA', description: '' }
      const lines = [{ id: testId(), roleId: role.id, kind: 'dialogue', text: 'A line.' }]
      await apiFromElsewhere(request, page, 'POST', '/api/scripts', { id: testId(), title, roles: [role], lines })
      return title
    },
  },
  Drafts: {
    path: '/write',
    first: async (page, request) => {
      const title = draftTitle()
      await apiFromElsewhere(request, page, 'POST', '/api/drafts', { id: testId(), title, body: 'Once upon a time.' })
      return title
    },
    change: async (page, request) => {
      const title = draftTitle()
      await apiFromElsewhere(request, page, 'POST', '/api/drafts', { id: testId(), title, body: 'Later that day.' })
      return title
    },
  },
  'My sessions': {
    path: '/history',
    first: sessionOf,
    change: async (page, request) => {
      const title = scriptTitle()
      const role = { id: testId(), name: 'ANNA', description: '' }
      const lines = [{ id: testId(), roleId: role.id, kind: 'dialogue', text: 'A line.' }]
      const id = testId()
      await apiFromElsewhere(request, page, 'POST', '/api/scripts', { id, title, roles: [role], lines })
      await apiFromElsewhere(request, page, 'GET', `/api/scripts/${id}/session`)
      return title
    },
  },
  Playlists: {
    path: `${podcastURL}/playlists`,
    signIn: async (page, request) => {
      const member = await registerPodcastMember(request)
      await logInOnPodcast(page, member)
    },
    first: async (page, request) => {
      const title = playlistTitle()
      await apiFromElsewhere(request, page, 'PUT', `/api/playlists/${testId()}`, { title })
      return title
    },
    change: async (page, request) => {
      const title = playlistTitle()
      await apiFromElsewhere(request, page, 'PUT', `/api/playlists/${testId()}`, { title })
      return title
    },
  },
  Notifications: {
    path: '/notifications',
    saved: (shown) => shown.replace(' sent you a friend request', ''),
    first: async (page, request) => requestFriendship(page, request, 'Ada'),
    change: async (page, request) => requestFriendship(page, request, 'Bea'),
  },
}

/** Another member asks the page's member to be friends: the notification's line. */
async function requestFriendship(page: Page, request: APIRequestContext, name: string): Promise<string> {
  const userId = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('voice-acting.credentials') ?? 'null') as { user?: { id?: string } } | null)
        ?.user?.id,
  )
  const api = (path: string) => `${e2eServer.baseURL}${path}`
  const created = await request.post(api('/api/users/create'), {
    data: { username: uniqueEmail(name.toLowerCase()), password: 'secret-123' },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { token } = (await created.json()) as { token: string }
  const headers = { Authorization: `Bearer ${token}` }
  const handle = `${name.toLowerCase()}${testId()
    .slice(0, 6)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, 'x')}`
  const named = await request.post(api('/api/users/profile'), {
    headers,
    multipart: { name, handle, nameVisibility: 'public' },
  })
  expect(named.status(), await named.text()).toBe(200)
  const asked = await request.post(api('/api/friendships/'), { headers, data: { userId } })
  expect(asked.status(), await asked.text()).toBeLessThan(300)
  return `${name} sent you a friend request`
}

for (const [name, list] of Object.entries(lists)) {
  test(`${name}: offline it shows this device's copy and says so; back online, and on the first online reload, it shows a change made elsewhere`, async ({
    page,
    request,
    browserName,
  }) => {
    await (list.signIn ? list.signIn(page, request) : registerNewMember(page))
    const first = await list.first(page, request)
    await page.goto(list.path)
    await expect(page.getByText(first)).toBeVisible()
    await expect(page.getByText(offlineLine)).toHaveCount(0)
    await waitForServiceWorker(page)
    await expect.poll(() => page.evaluate(savedQueryCache)).toContain(list.saved?.(first) ?? first)

    await page.context().setOffline(true)
    await page.reload()
    await expect(page.getByText(first)).toBeVisible()
    // Once for the page, however many of its reads show the device's copy.
    await expect(page.getByText(offlineLine)).toBeVisible()
    // In a polite live region, so a screen reader hears it without losing its place.
    await expect(page.locator('[aria-live="polite"]').getByText(offlineBanner)).toBeVisible()

    const changed = await list.change(page, request)
    // Back online, the page reads again at once (no reload), and so does the first reload.
    await goBackOnline(page.context(), browserName)
    await expect(page.getByText(changed)).toBeVisible()
    await expect(page.getByText(offlineLine)).toHaveCount(0)
    await page.reload()
    await expect(page.getByText(changed)).toBeVisible()
    await expect(page.getByText(first)).toBeVisible()
    await expect(page.getByText(offlineLine)).toHaveCount(0)
    await expect(page.getByText(offlineBanner)).toHaveCount(0)
  })
}

test('History opened offline for the first time right after a session lists that session', async ({ page }) => {
  await registerNewMember(page)
  const title = scriptTitle()
  const script = await createScript(page, title, [['ANNA', 'A line.']])
  await page.goto(`/session/${await openSession(page, script.id)}`)
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible()
  await waitForServiceWorker(page)
  // The studio keeps the member's sessions on the device, for History offline.
  await expect.poll(() => page.evaluate(savedQueryCache)).toContain(`"history"`)

  await page.context().setOffline(true)
  await page.goto('/history')
  await expect(page.getByRole('heading', { name: 'History', level: 1 })).toBeVisible()
  await expect(page.getByText(title)).toBeVisible()
  await expect(page.getByText(offlineLine)).toBeVisible()
  await expect(page.getByText('You are offline and this is not saved on this device yet.')).toHaveCount(0)
})

test('Drafts: the first online reload within seconds of the last read shows a change made elsewhere', async ({
  page,
  request,
}) => {
  await registerNewMember(page)
  const first = await lists.Drafts!.first(page, request)
  await page.goto('/write')
  await expect(page.getByText(first)).toBeVisible()
  await waitForServiceWorker(page)
  await expect.poll(() => page.evaluate(savedQueryCache)).toContain(first)
  // Well within the 30 s a read counts as fresh: the copy restored from the device is not taken for it.
  const changed = await lists.Drafts!.change(page, request)
  await page.reload()
  await expect(page.getByText(changed)).toBeVisible()
  await expect(page.getByText(first)).toBeVisible()
})

test('a session: offline it shows this device’s copy and says so; back online, and on reload, it shows it was finished elsewhere', async ({
  page,
  request,
  browserName,
}) => {
  await registerNewMember(page)
  const title = scriptTitle()
  const script = await createScript(page, title, [['ANNA', 'A line.']])
  const sessionId = await openSession(page, script.id)
  await page.goto(`/session/${sessionId}`)
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible()
  await expect(page.getByText('Open', { exact: true })).toBeVisible()
  await waitForServiceWorker(page)
  await expect.poll(() => page.evaluate(savedQueryCache)).toContain(sessionId)

  await page.context().setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible()
  await expect(page.getByText(offlineLine)).toBeVisible()
  await apiFromElsewhere(request, page, 'POST', `/api/sessions/${sessionId}/complete`)

  await goBackOnline(page.context(), browserName)
  await expect(page.getByText('Finished', { exact: true })).toBeVisible()
  await expect(page.getByText(offlineLine)).toHaveCount(0)
  await page.reload()
  await expect(page.getByText('Finished', { exact: true })).toBeVisible()
})
