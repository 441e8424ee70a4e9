// Every route that changes something declares what it does (decision 077), and each that creates
// content, sends mail or checks a password or code has a limit: a rate limit or a counter of its
// handler's, named. Walked over the real app's route list (as route-access.test.ts walks access),
// so a new route fails here, and the app refuses to start, until it says so.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rawRoute } from '#server/http/route'
import { declaredRoutes, requireDeclaredAccess, type DeclaredRoute } from '#server/http/route-access'
import { changesSomething, isLimited, limitedEffects, requireDeclaredEffects } from '#server/http/route-effects'
import { bearer, clientId, makeSignedInUser } from './support/factories'
import { startTestApp, type TestApp } from './support/test-app'

let t: TestApp
let distDir: string
let dataDir: string
let routes: DeclaredRoute[]

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'route-limits-dist-'))
  await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>app</title>')
  dataDir = await mkdtemp(path.join(tmpdir(), 'route-limits-data-'))
  t = await startTestApp({
    distDir,
    dataDir,
    rateLimits: { createPerMinute: 2 },
    microsoft: { clientId: 'client', tenant: 'organizations', authority: 'https://login.example.test' },
  })
  routes = declaredRoutes(t.app)
})

afterAll(async () => {
  await t.close()
  await rm(distDir, { recursive: true, force: true })
  await rm(dataDir, { recursive: true, force: true })
})

const name = (route: DeclaredRoute) => `${route.method} ${route.url}`
const answersCreated = (route: DeclaredRoute) =>
  Object.keys((route.schema?.response as object | undefined) ?? {}).includes('201')

describe('the route list', () => {
  it('has an effect on every route that changes something, and none on reads', () => {
    const changes = routes.filter(changesSomething)
    expect(changes.length).toBeGreaterThan(60)
    expect(changes.filter((r) => r.effect === undefined).map(name)).toEqual([])
  })

  it('limits every route that creates, mails or checks a secret', () => {
    const risky = routes.filter((r) => r.effect !== undefined && limitedEffects.includes(r.effect))
    expect(risky.filter((r) => !isLimited(r)).map(name)).toEqual([])
    // The ones the issue names, by their declared effect.
    const of = (effect: string) =>
      risky
        .filter((r) => r.effect === effect)
        .map(name)
        .sort()
    expect(of('sends-mail')).toEqual(['POST /api/contact', 'POST /api/users/password/code'])
    expect(of('checks-secret')).toEqual([
      'GET /api/users/hand-off/accept',
      'HEAD /api/users/hand-off/accept',
      'POST /api/classes/join',
      'POST /api/subscriptions/redeem',
      'POST /api/users/authenticate',
      'POST /api/users/credential',
      'POST /api/users/delete',
      'POST /api/users/password/reset',
      'POST /api/users/password/verify',
    ])
  })

  it('declares a limited effect on every route that answers 201 Created', () => {
    const created = routes.filter(answersCreated)
    expect(created.length).toBeGreaterThan(10)
    expect(created.filter((r) => !r.effect || !limitedEffects.includes(r.effect)).map(name)).toEqual([])
  })

  it('names the counter of every limit kept by a handler', () => {
    for (const route of routes.filter((r) => r.throttle !== undefined))
      expect(route.throttle?.length, name(route)).toBeGreaterThan(10)
  })
})

describe('the limits at work', () => {
  it('answers the third draft of a minute 429 with a message, per member', async () => {
    const ann = await makeSignedInUser(t.app, t.db)
    const bea = await makeSignedInUser(t.app, t.db)
    const create = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/drafts',
        headers: bearer(token),
        payload: { id: clientId(), title: 'A draft', body: 'Some words.' },
      })
    expect((await create(ann.token)).statusCode).toBe(201)
    expect((await create(ann.token)).statusCode).toBe(201)
    const tripped = await create(ann.token)
    expect(tripped.statusCode).toBe(429)
    expect(tripped.json().message).toMatch(/^Too many attempts\. Please wait .+ and try again\.$/)
    // Another member is counted apart, even from the same address.
    expect((await create(bea.token)).statusCode).toBe(201)
  })

  it('limits Microsoft sign-in forms per address, before the form is read', async () => {
    const post = () =>
      t.app.inject({
        method: 'POST',
        url: '/auth/ms/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'id_token=not-a-token',
      })
    expect((await post()).statusCode).toBe(400)
    expect((await post()).statusCode).toBe(400)
    expect((await post()).statusCode).toBe(429)
  })

  it('limits the start of take uploads per member', async () => {
    const { token } = await makeSignedInUser(t.app, t.db)
    const start = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/uploads/takes',
        headers: { ...bearer(token), 'tus-resumable': '1.0.0' },
      })
    const statuses: number[] = []
    for (let i = 0; i < 21; i++) statuses.push((await start()).statusCode)
    // Ten times the create limit (the queue sends a session's takes at once): 20, then 429.
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true)
    expect(statuses[20]).toBe(429)
  })
})

describe('the declaration itself', () => {
  it('stops the app from starting with a change that declares no effect, or creates without a limit', async () => {
    for (const settings of [{}, { effect: 'creates' as const }]) {
      const app = Fastify()
      requireDeclaredAccess(app)
      requireDeclaredEffects(app)
      rawRoute(app, { method: 'POST', url: '/things', access: 'public', ...settings }, async ({ reply }) =>
        reply.send(),
      )
      await expect(app.ready()).rejects.toThrow(
        /Routes that change something without a declared effect or limit: POST \/things/,
      )
      await app.close()
    }
  })
})
