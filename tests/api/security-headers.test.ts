// The headers of decision 077 on every kind of answer (pages, prerendered pages, files, the API,
// errors), HSTS only over https, and the policy's sources for a Microsoft authority.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contentSecurityPolicy, permissionsPolicy, strictTransportSecurity } from '#server/http/security-headers'
import { startTestApp, type TestApp } from './support/test-app'

let plain: TestApp
let proxied: TestApp
let withMicrosoft: TestApp
let dist: string

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'security-dist-'))
  await mkdir(path.join(dist, 'assets'))
  await mkdir(path.join(dist, 'prerendered'))
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>app shell</title>')
  await writeFile(path.join(dist, 'prerendered', 'login.html'), '<!doctype html><title>prerendered login</title>')
  await writeFile(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)')
  await writeFile(path.join(dist, 'sw.js'), 'self.x = 1')
  plain = await startTestApp({ distDir: dist })
  proxied = await startTestApp({ distDir: dist, trustProxy: true })
  withMicrosoft = await startTestApp({
    distDir: dist,
    microsoft: { clientId: 'client', tenant: 'organizations', authority: 'https://login.example.test' },
  })
})
afterAll(async () => {
  await Promise.all([plain.close(), proxied.close(), withMicrosoft.close()])
  await rm(dist, { recursive: true, force: true })
})

const page = { accept: 'text/html' }
type Asked = { url: string; method?: 'GET' | 'POST'; headers?: Record<string, string>; status: number }
const documents: Array<[string, Asked]> = [
  ['the app shell', { url: '/scripts', headers: page, status: 200 }],
  ['a prerendered page', { url: '/login', headers: page, status: 200 }],
  ['a hashed asset', { url: '/assets/index-abc123.js', status: 200 }],
  ['the service worker', { url: '/sw.js', status: 200 }],
]
const jsonAnswers: Array<[string, Asked]> = [
  ['an API read', { url: '/api/templates', status: 200 }],
  ['an API refusal', { url: '/api/drafts', status: 401 }],
  ['an API 404', { url: '/api/nothing-here', status: 404 }],
  ['a bad request', { url: '/api/users/authenticate', method: 'POST', status: 400 }],
]

const ask = (request: Asked) =>
  plain.app.inject({ method: request.method ?? 'GET', url: request.url, headers: request.headers ?? {} })

describe('headers on every answer', () => {
  it.each(documents)('%s', async (_name, request) => {
    const res = await ask(request)
    expect(res.statusCode).toBe(request.status)
    expect(res.headers['content-security-policy']).toBe(contentSecurityPolicy({}))
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['referrer-policy']).toBe('same-origin')
    expect(res.headers['permissions-policy']).toBe(permissionsPolicy)
    expect(res.headers['x-frame-options']).toBe('DENY')
    expect(res.headers['strict-transport-security']).toBeUndefined()
  })

  it.each(jsonAnswers)('%s, in JSON: the short set, where nothing may load or run', async (_name, request) => {
    const res = await ask(request)
    expect(res.statusCode).toBe(request.status)
    expect(res.headers['content-type']).toMatch(/^application\/json/)
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'")
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['x-frame-options']).toBe('DENY')
    expect(res.headers['referrer-policy']).toBeUndefined()
    expect(res.headers['permissions-policy']).toBeUndefined()
  })

  it('an API read answered 304 has the short set too, and no body', async () => {
    const first = await ask({ url: '/api/templates', status: 200 })
    const again = await ask({
      url: '/api/templates',
      headers: { 'if-none-match': String(first.headers.etag) },
      status: 304,
    })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    expect(again.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'")
    expect(again.headers['permissions-policy']).toBeUndefined()
  })

  it('answers the podcast and dashboard hosts with the same policy', async () => {
    for (const host of ['podcast.localhost:3000', 'dashboard.localhost:3000']) {
      // A session that pulled the sign-in (decision 089), so the page itself is answered.
      const cookies = { sites_checked: String(Math.floor(plain.clock.now().getTime() / 1000)) }
      const res = await plain.app.inject({ url: '/', headers: { ...page, host }, cookies })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-security-policy']).toBe(contentSecurityPolicy({}))
    }
  })
})

describe('the Content-Security-Policy', () => {
  const directives = (policy: string) =>
    Object.fromEntries(policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]))

  it('allows scripts from our origin only, with no inline script and no eval', () => {
    const policy = directives(contentSecurityPolicy({}))
    expect(policy['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'"])
    expect(policy['object-src']).toEqual(["'none'"])
    expect(policy['frame-ancestors']).toEqual(["'none'"])
    expect(policy['base-uri']).toEqual(["'self'"])
    expect(policy['form-action']).toEqual(["'self'"])
    expect(policy['worker-src']).toEqual(["'self'"])
    expect(policy['media-src']).toContain('blob:')
  })

  it('lets MSAL reach the configured authority and Microsoft’s instance discovery, and nothing else', async () => {
    const res = await withMicrosoft.app.inject({ url: '/scripts', headers: page })
    const policy = directives(res.headers['content-security-policy'] as string)
    expect(policy['connect-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://login.microsoftonline.com',
      'https://login.example.test',
    ])
    expect(directives(contentSecurityPolicy({}))['connect-src']).toEqual(["'self'", 'data:', 'blob:'])
  })
})

describe('Strict-Transport-Security', () => {
  it('is sent when the proxy says the request came over https', async () => {
    const res = await proxied.app.inject({ url: '/', headers: { ...page, 'x-forwarded-proto': 'https' } })
    expect(res.headers['strict-transport-security']).toBe(strictTransportSecurity)
  })

  it('is not sent over plain http, behind a proxy or not', async () => {
    expect(
      (await proxied.app.inject({ url: '/', headers: { ...page, 'x-forwarded-proto': 'http' } })).headers[
        'strict-transport-security'
      ],
    ).toBeUndefined()
    expect((await proxied.app.inject({ url: '/', headers: page })).headers['strict-transport-security']).toBeUndefined()
  })

  it('ignores X-Forwarded-Proto from anyone when the proxy is not trusted', async () => {
    const res = await plain.app.inject({ url: '/', headers: { ...page, 'x-forwarded-proto': 'https' } })
    expect(res.headers['strict-transport-security']).toBeUndefined()
  })
})
