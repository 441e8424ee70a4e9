import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './support/test-app'

// A tiny stand-in for `dist/`, so the test does not depend on a client build.
let t: TestApp
let dist: string
beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'dist-'))
  await mkdir(path.join(dist, 'assets'))
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>app shell</title>')
  await mkdir(path.join(dist, 'prerendered'))
  await writeFile(path.join(dist, 'prerendered', 'login.html'), '<!doctype html><title>prerendered login</title>')
  await writeFile(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)')
  await writeFile(path.join(dist, 'sw.js'), 'self.x = 1')
  await writeFile(path.join(dist, 'registerSW.js'), 'navigator.serviceWorker')
  await writeFile(path.join(dist, 'manifest.webmanifest'), '{"name":"app"}')
  t = await startTestApp({ distDir: dist })
})
afterAll(async () => {
  await t.close()
  await rm(dist, { recursive: true, force: true })
})

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers })
/** A browser session that has pulled the sign-in on the podcast or dashboard site just now (decision
 *  089): its pages are answered, not sent through the pull (tests/api/hand-off.test.ts). */
const pulled = () => ({ cookie: `sites_checked=${Math.floor(t.clock.now().getTime() / 1000)}` })

describe('static client', () => {
  it('serves hashed assets as immutable for a year', async () => {
    const res = await get('/assets/index-abc123.js')
    expect(res.statusCode).toBe(200)
    expect(res.body).toBe('console.log(1)')
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it.each(['/sw.js', '/registerSW.js', '/manifest.webmanifest', '/index.html', '/'])(
    'serves %s with no-cache',
    async (url) => {
      const res = await get(url)
      expect(res.statusCode).toBe(200)
      expect(res.headers['cache-control']).toBe('no-cache')
    },
  )

  it.each([['localhost:3000'], ['podcast.localhost:3000'], ['dashboard.localhost:3000']])(
    'answers page navigations with the app shell on host %s',
    async (host) => {
      for (const url of ['/scripts', '/profile/abc', '/s/link-1?x=1', '/no/such/page']) {
        const res = await get(url, { host, accept: 'text/html,application/xhtml+xml', ...pulled() })
        expect(res.statusCode).toBe(200)
        expect(res.body).toContain('app shell')
        expect(res.headers['cache-control']).toBe('no-cache')
        expect(res.headers['content-type']).toMatch(/^text\/html/)
      }
    },
  )

  it('answers a missing file that is not a page with 404 JSON', async () => {
    const res = await get('/assets/missing-123.js', { accept: '*/*' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ message: 'Not found.' })
  })

  it('never answers /api paths with the app shell', async () => {
    const res = await get('/api/nothing', { accept: 'text/html' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ message: 'Not found.' })
    const health = await get('/api/health', { accept: 'text/html' })
    expect(health.json()).toEqual({ status: 'ok', database: 'ok' })
  })
})

// Decision 074: the build prerenders a visitor's first /login and /scriptlibrary on the main site.
describe('prerendered pages', () => {
  const page = { accept: 'text/html,application/xhtml+xml' }

  it('answers /login on the main site with its prerendered page, revalidated like the app shell', async () => {
    for (const url of ['/login', '/login?redirect=%2Fscripts']) {
      const res = await get(url, { ...page, host: 'localhost:3000' })
      expect(res.statusCode).toBe(200)
      expect(res.body).toContain('prerendered login')
      expect(res.headers['cache-control']).toBe('no-cache')
      expect(res.headers['content-type']).toMatch(/^text\/html/)
    }
  })

  it.each(['podcast.localhost:3000', 'dashboard.localhost:3000'])(
    'answers /login on %s with the app shell: the page is the main site’s',
    async (host) => {
      const res = await get('/login', { ...page, host, ...pulled() })
      expect(res.body).toContain('app shell')
    },
  )

  it('answers a page the build did not prerender with the app shell (here: no scriptlibrary.html)', async () => {
    const res = await get('/scriptlibrary', { ...page, host: 'localhost:3000' })
    expect(res.body).toContain('app shell')
  })

  it('gives the prerendered file no address of its own', async () => {
    expect((await get('/prerendered/login.html', page)).body).toContain('app shell')
    expect((await get('/prerendered/login.html', { accept: '*/*' })).statusCode).toBe(404)
  })
})
