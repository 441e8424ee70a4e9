import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

describe('GET /api/health', () => {
  it('reports the server and the database as ok', async () => {
    const res = await t.app.inject({ url: '/api/health' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' })
  })
})

describe('GET /api/docs', () => {
  it('is an OpenAPI document generated from the contract', async () => {
    const res = await t.app.inject({ url: '/api/docs' })
    expect(res.statusCode).toBe(200)
    const doc = res.json()
    expect(doc.openapi).toMatch(/^3\./)
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/users/create',
        '/api/users/authenticate',
        '/api/users/refresh-token',
        '/api/users/signOut',
        '/api/users/{id}',
        '/api/subscriptions',
        '/api/drafts',
        '/api/drafts/{id}',
        '/api/drafts/{id}/archive',
        '/api/scripts',
        '/api/scripts/{id}',
        '/api/templates',
        '/api/templates/{id}',
        '/api/library',
      ]),
    )
    // A refused save answers with the current version beside the message.
    const conflict = doc.paths['/api/drafts/{id}'].put.responses['409'].content['application/json'].schema
    expect(conflict.required).toEqual(['message', 'current'])
    const body = doc.paths['/api/users/authenticate'].post.requestBody.content['application/json'].schema
    expect(body.required).toEqual(['username', 'password'])
    expect(body.properties.username.maxLength).toBe(254)
    expect(doc.paths['/api/docs']).toBeUndefined()
  })
})

describe('unknown API paths', () => {
  it.each(['GET', 'POST', 'DELETE'] as const)('answer %s with 404 {message: "Not found."}', async (method) => {
    const res = await t.app.inject({ method, url: '/api/no-such-thing', headers: { accept: 'text/html' } })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ message: 'Not found.' })
  })

  it('answer a wrong method on a known path with 404 JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users/authenticate/extra' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ message: 'Not found.' })
  })

  it('answer non-API paths with 404 JSON when no client is built', async () => {
    const res = await t.app.inject({ url: '/scripts', headers: { accept: 'text/html' } })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ message: 'Not found.' })
  })
})
