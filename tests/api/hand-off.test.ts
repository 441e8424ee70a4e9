// One sign-in across the three sites (decision 089): the podcast site pulls the member's sign-in
// from the main site through pull → give → accept, ending with its own refresh cookie of the same
// sign-in; signing out on one site ends it on all. Every step refuses addresses that are not the
// app's own, and a code works once, for its site, in the browser that started the pull.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { handOffMessages } from '#contract/hand-off'
import { bearer, makeUser, signIn, type UserFixture } from './support/factories'
import { startTestApp, type TestApp } from './support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

type Host = 'localhost' | 'podcast.localhost' | 'dashboard.localhost'
interface Step {
  status: number
  location: string
  cookies: Record<string, string>
  message?: string
}

async function get(host: Host, url: string, cookies: Record<string, string> = {}): Promise<Step> {
  const res = await t.app.inject({ url, headers: { host }, cookies })
  return {
    status: res.statusCode,
    location: String(res.headers.location ?? ''),
    cookies: Object.fromEntries(res.cookies.map((cookie) => [cookie.name, cookie.value])),
    ...(res.statusCode >= 400 ? { message: res.json<{ message: string }>().message } : {}),
  }
}

/** Follows a pull the way a browser does, each host keeping its own cookies. */
async function pull(
  host: Host,
  from: 'main' | 'podcast' | 'dashboard',
  jar: Partial<Record<Host, Record<string, string>>>,
  back = `http://${host}/`,
) {
  const visited: string[] = []
  let step = await get(host, `/api/users/hand-off/pull?${new URLSearchParams({ from, back })}`, jar[host])
  let at: Host = host
  while (step.status === 303 && step.location.includes('/api/users/hand-off/')) {
    jar[at] = { ...jar[at], ...step.cookies }
    const next = new URL(step.location)
    visited.push(`${next.host} ${next.pathname}`)
    at = next.host as Host
    step = await get(at, `${next.pathname}${next.search}`, jar[at])
  }
  jar[at] = { ...jar[at], ...step.cookies }
  return { step, visited, jar }
}

const refreshOn = (host: Host, cookie: string | undefined) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/refresh-token',
    headers: { host },
    cookies: { refresh_token: cookie ?? '' },
  })

let member: UserFixture
beforeAll(async () => {
  member = await makeUser(t.db)
})

describe('pulling the sign-in to another site', () => {
  it('gives the podcast site its own refresh cookie of the member’s sign-in, then returns to the page', async () => {
    const onMain = await signIn(t.app, member)
    const { step, visited, jar } = await pull(
      'podcast.localhost',
      'main',
      {
        localhost: { refresh_token: onMain.refreshCookie },
      },
      'http://podcast.localhost/login',
    )
    expect(visited).toEqual(['localhost /api/users/hand-off/give', 'podcast.localhost /api/users/hand-off/accept'])
    expect(step).toMatchObject({ status: 303, location: 'http://podcast.localhost/login' })
    const podcastCookie = jar['podcast.localhost']?.refresh_token
    expect(podcastCookie).toBeTruthy()
    expect(podcastCookie).not.toBe(onMain.refreshCookie)

    const onPodcast = await refreshOn('podcast.localhost', podcastCookie)
    expect(onPodcast.statusCode).toBe(200)
    expect(onPodcast.json<{ user: { id: string } }>().user.id).toBe(member.id)
    // One sign-in, listed once, on both sites.
    const signIns = await t.app.inject({ url: '/api/sign-ins', headers: bearer(onMain.token) })
    expect(signIns.json<{ entries: unknown[] }>().entries).toHaveLength(1)
  })

  it('signing out on the podcast site ends the sign-in on the main site at its next request', async () => {
    const someone = await makeUser(t.db)
    const onMain = await signIn(t.app, someone)
    const { jar } = await pull('podcast.localhost', 'main', { localhost: { refresh_token: onMain.refreshCookie } })
    const podcastCookie = jar['podcast.localhost']?.refresh_token
    const session = await refreshOn('podcast.localhost', podcastCookie)
    const podcastToken = session.json<{ token: string }>().token

    const signOut = await t.app.inject({
      method: 'POST',
      url: '/api/users/signOut',
      headers: { host: 'podcast.localhost', ...bearer(podcastToken) },
      cookies: { refresh_token: podcastCookie! },
    })
    expect(signOut.statusCode).toBe(204)
    expect((await t.app.inject({ url: '/api/sign-ins', headers: bearer(onMain.token) })).statusCode).toBe(401)
    expect((await refreshOn('localhost', onMain.refreshCookie)).statusCode).toBe(401)
  })

  it('comes straight back, signed out, when the giving site has no sign-in', async () => {
    const { step, visited, jar } = await pull('dashboard.localhost', 'main', {}, 'http://dashboard.localhost/metrics')
    expect(visited).toEqual(['localhost /api/users/hand-off/give'])
    expect(step).toMatchObject({ status: 303, location: 'http://dashboard.localhost/metrics' })
    expect(jar['dashboard.localhost']?.refresh_token).toBeUndefined()
  })

  it('hands a sign-in made on the podcast site to the main site, returning to the podcast page', async () => {
    const someone = await makeUser(t.db)
    const onPodcast = await t.app.inject({
      method: 'POST',
      url: '/api/users/authenticate',
      headers: { host: 'podcast.localhost' },
      payload: { username: someone.username, password: someone.password },
    })
    const podcastCookie = onPodcast.cookies.find((cookie) => cookie.name === 'refresh_token')!.value
    const { step, jar } = await pull(
      'localhost',
      'podcast',
      { 'podcast.localhost': { refresh_token: podcastCookie } },
      'http://podcast.localhost/favourites',
    )
    expect(step).toMatchObject({ status: 303, location: 'http://podcast.localhost/favourites' })
    const onMain = await refreshOn('localhost', jar.localhost?.refresh_token)
    expect(onMain.json<{ user: { id: string } }>().user.id).toBe(someone.id)
  })
})

describe('a code works once, for its site, in the browser that started the pull', () => {
  async function codeFor(to: Host) {
    const onMain = await signIn(t.app, member)
    const started = await get(
      to,
      `/api/users/hand-off/pull?${new URLSearchParams({ from: 'main', back: `http://${to}/` })}`,
    )
    const give = new URL(started.location)
    const given = await get('localhost', `${give.pathname}${give.search}`, { refresh_token: onMain.refreshCookie })
    const accept = new URL(given.location)
    return { accept: `${accept.pathname}${accept.search}`, stateCookie: started.cookies, onMain }
  }

  it('a second use of a code gives nothing', async () => {
    const { accept, stateCookie } = await codeFor('podcast.localhost')
    expect((await get('podcast.localhost', accept, stateCookie)).cookies.refresh_token).toBeTruthy()
    const again = await get('podcast.localhost', accept, stateCookie)
    expect(again.status).toBe(303)
    expect(again.cookies.refresh_token).toBeUndefined()
  })

  it('a browser that did not start the pull is refused (no "sign in as me" links), and the code is not spent', async () => {
    const { accept, stateCookie } = await codeFor('podcast.localhost')
    const elsewhere = await get('podcast.localhost', accept)
    expect(elsewhere).toMatchObject({ status: 403, message: handOffMessages.wrongState })
    const forged = await get('podcast.localhost', accept, { hand_off_state: 'x'.repeat(32) })
    expect(forged.status).toBe(403)
    expect((await get('podcast.localhost', accept, stateCookie)).cookies.refresh_token).toBeTruthy()
  })

  it('a code for the podcast site does nothing on the dashboard', async () => {
    const { accept, stateCookie } = await codeFor('podcast.localhost')
    const wrongSite = await get('dashboard.localhost', accept, stateCookie)
    expect(wrongSite.status).toBe(303)
    expect(wrongSite.cookies.refresh_token).toBeUndefined()
  })

  it('an expired code, or one whose sign-in ended meanwhile, gives nothing', async () => {
    const late = await codeFor('podcast.localhost')
    t.clock.advance(121_000)
    expect((await get('podcast.localhost', late.accept, late.stateCookie)).cookies.refresh_token).toBeUndefined()

    const ended = await codeFor('podcast.localhost')
    await t.app.inject({
      method: 'POST',
      url: '/api/users/signOut',
      headers: bearer(ended.onMain.token),
      cookies: { refresh_token: ended.onMain.refreshCookie },
    })
    expect((await get('podcast.localhost', ended.accept, ended.stateCookie)).cookies.refresh_token).toBeUndefined()
  })
})

describe('addresses that are not the app’s own are refused', () => {
  const pullWith = (host: Host, query: Record<string, string>) =>
    get(host, `/api/users/hand-off/pull?${new URLSearchParams(query)}`)

  it.each([
    ['a page of another site', { from: 'main', back: 'https://evil.example/' }, handOffMessages.notSibling],
    ['a look-alike host', { from: 'main', back: 'http://podcast.localhost.evil.example/' }, handOffMessages.notSibling],
    ['a path, not an address', { from: 'main', back: '/favourites' }, 'Give the page to return to as a full address.'],
    [
      'a site that is not one',
      { from: 'school', back: 'http://podcast.localhost/' },
      'Name a site of this app: main, podcast or dashboard.',
    ],
    ['itself', { from: 'podcast', back: 'http://podcast.localhost/' }, handOffMessages.sameSite],
  ])('pull with %s: 400 with its message, no state cookie', async (_case, query, message) => {
    const refused = await pullWith('podcast.localhost', query)
    expect(refused).toMatchObject({ status: 400, message })
    expect(refused.cookies.hand_off_state).toBeUndefined()
  })

  it('give and accept check their addresses too', async () => {
    const onMain = await signIn(t.app, member)
    const give = await get(
      'localhost',
      `/api/users/hand-off/give?${new URLSearchParams({ to: 'podcast', state: 'a'.repeat(32), back: 'https://evil.example/' })}`,
      { refresh_token: onMain.refreshCookie },
    )
    expect(give).toMatchObject({ status: 400, message: handOffMessages.notSibling })
    const badState = await get(
      'localhost',
      `/api/users/hand-off/give?to=podcast&state=short&back=http://podcast.localhost/`,
    )
    expect(badState).toMatchObject({
      status: 400,
      message: 'The hand-off state must be 16 to 64 letters, digits, - or _.',
    })
    const badCode = await get(
      'podcast.localhost',
      `/api/users/hand-off/accept?${new URLSearchParams({ code: '<script>', state: 'a'.repeat(32), back: 'http://podcast.localhost/' })}`,
    )
    expect(badCode).toMatchObject({ status: 400, message: 'This sign-in hand-off code is not one of ours.' })
  })
})

describe('the first page of the podcast or dashboard site in a browser session goes through the pull', () => {
  const open = (host: Host, url: string, cookies: Record<string, string> = {}, dest = 'document') =>
    t.app.inject({ url, headers: { host, 'sec-fetch-dest': dest, accept: 'text/html' }, cookies })
  const nowSeconds = () => String(Math.floor(t.clock.now().getTime() / 1000))

  it('redirects a page navigation without the session mark to the pull, which sets the mark', async () => {
    const first = await open('podcast.localhost', '/channel/abc?x=1')
    expect(first.statusCode).toBe(303)
    const pullUrl = new URL(String(first.headers.location))
    expect(pullUrl.origin + pullUrl.pathname).toBe('http://podcast.localhost/api/users/hand-off/pull')
    expect(pullUrl.searchParams.get('back')).toBe('http://podcast.localhost/channel/abc?x=1')
    const pulled = await get('podcast.localhost', `${pullUrl.pathname}${pullUrl.search}`)
    expect(pulled.cookies.sites_checked).toBe(nowSeconds())
  })

  it('lets the page through once the session is marked, but pulls a typed /login again unless a pull just ended', async () => {
    const marked = { sites_checked: nowSeconds() }
    expect((await open('dashboard.localhost', '/', marked)).statusCode).not.toBe(303)
    expect((await open('dashboard.localhost', '/login', marked)).statusCode).not.toBe(303)
    t.clock.advance(30_000)
    expect((await open('dashboard.localhost', '/', marked)).statusCode).not.toBe(303)
    expect((await open('dashboard.localhost', '/login', marked)).statusCode).toBe(303)
  })

  it('leaves the main site, the API, files and anything but a page alone', async () => {
    expect((await open('localhost', '/scripts')).statusCode).not.toBe(303)
    expect((await open('podcast.localhost', '/api/health')).statusCode).not.toBe(303)
    expect((await open('podcast.localhost', '/favicon.png', {}, 'image')).statusCode).not.toBe(303)
    expect((await open('podcast.localhost', '/assets/x.js', {}, 'script')).statusCode).not.toBe(303)
  })
})
