// Changes sent by a browser from another origin are refused before anything else (decision 077):
// the routes a cookie authenticates first of all (refresh-token, signOut, the Microsoft sign-in
// form), and every other change too. Reads, our own pages and programs without a browser pass.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { crossSiteMessage } from '#server/http/cross-site'
import { bearer, makeSignedInUser, makeUser, signIn } from './support/factories'
import { startTestApp, type TestApp } from './support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({
    microsoft: { clientId: 'client', tenant: 'organizations', authority: 'https://login.example.test' },
  })
})
afterAll(() => t.close())

const host = 'localhost:3000'
const crossSite = [
  ['another site, by Sec-Fetch-Site', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }],
  [
    'a sibling host (podcast.* beside the main site), by Sec-Fetch-Site',
    { 'sec-fetch-site': 'same-site', origin: 'http://podcast.localhost:3000' },
  ],
  ['another site, by Origin (a browser without Sec-Fetch-Site)', { origin: 'https://evil.example' }],
  ['a sandboxed frame (Origin: null)', { origin: 'null' }],
] as const

describe('cookie-authenticated routes', () => {
  it.each(crossSite)('refuse the refresh from %s with 403, and keep the sign-in', async (_name, headers) => {
    const ann = await makeUser(t.db)
    const { refreshCookie } = await signIn(t.app, ann)
    for (const url of ['/api/users/refresh-token', '/api/users/signOut']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { host, ...headers },
        cookies: { refresh_token: refreshCookie },
      })
      expect(res.statusCode, url).toBe(403)
      expect(res.json()).toEqual({ message: crossSiteMessage })
      expect(res.cookies).toEqual([])
    }
    // The cookie still works from the app's own page.
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/users/refresh-token',
      headers: { host, 'sec-fetch-site': 'same-origin', origin: `http://${host}` },
      cookies: { refresh_token: refreshCookie },
    })
    expect(own.statusCode).toBe(200)
  })

  it('refuse a Microsoft sign-in form posted from another site', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/ms/login',
      headers: {
        host,
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
        'content-type': 'application/x-www-form-urlencoded',
      },
      cookies: { ms_nonce: 'x'.repeat(43) },
      payload: 'id_token=a.b.c',
    })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({ message: crossSiteMessage })
  })
})

describe('every other change', () => {
  it('is refused from another site, even with a token', async () => {
    const { token } = await makeSignedInUser(t.app, t.db)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/drafts',
      headers: { host, ...bearer(token), origin: 'https://evil.example' },
      payload: {},
    })
    expect(res.statusCode).toBe(403)
  })
})

describe('what passes', () => {
  it('requests from our own pages, by Sec-Fetch-Site or by Origin', async () => {
    const ann = await makeUser(t.db)
    const { refreshCookie } = await signIn(t.app, ann)
    const byFetchSite = await t.app.inject({
      method: 'POST',
      url: '/api/users/signOut',
      headers: { host, 'sec-fetch-site': 'same-origin', origin: 'https://proxy-rewrote-host.example' },
      cookies: { refresh_token: refreshCookie },
    })
    expect(byFetchSite.statusCode).toBe(204)
    const byOrigin = await t.app.inject({
      method: 'POST',
      url: '/api/users/signOut',
      headers: { host, origin: `http://${host}` },
    })
    expect(byOrigin.statusCode).toBe(204)
  })

  it('reads from anywhere (a feed reader, a link followed from another site)', async () => {
    const res = await t.app.inject({
      url: '/api/templates',
      headers: { host, 'sec-fetch-site': 'cross-site', origin: 'https://elsewhere.example' },
    })
    expect(res.statusCode).toBe(200)
  })

  it('programs that send neither header (scripts, the admin tools, monitors)', async () => {
    const ann = await makeUser(t.db)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/authenticate',
      payload: { username: ann.username, password: ann.password },
    })
    expect(res.statusCode).toBe(200)
  })
})
