// A page cursor is opaque to the app, but anyone can send one. Times that JavaScript round-trips
// and PostgreSQL refuses (year 0, negative years, years past 9999) answer 400 on every paged list
// with a time in its key, never a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { badCursorMessage } from '#server/http/page-cursor'
import { bearer, makeSignedInUser } from './support/factories'
import { startTestApp, type TestApp } from './support/test-app'

let t: TestApp
let token: string
let memberId: string

beforeAll(async () => {
  t = await startTestApp({ contentDir: null })
  const member = await makeSignedInUser(t.app, t.db)
  token = member.token
  memberId = member.id
})
afterAll(() => t.close())

const cursor = (parts: unknown[]) => Buffer.from(JSON.stringify(parts)).toString('base64url')
const badTimes = ['0000-01-01T00:00:00.000Z', '-000001-01-01T00:00:00.000Z', '+275760-09-13T00:00:00.000Z']

describe('a cursor with a time PostgreSQL cannot hold', () => {
  const lists = (time: string) => [
    `/api/notifications/?cursor=${cursor([time, 'x'])}`,
    `/api/conversations/?cursor=${cursor([time, 'x'])}`,
    `/api/conversations/${memberId}/messages?cursor=${cursor([time, 'x'])}`,
    `/api/friendships/?cursor=${cursor([1, '', time, 'x'])}`,
    `/api/scripts?cursor=${cursor([time, 'x'])}`,
  ]

  it.each(badTimes)('answers 400 for %s on every paged list', async (time) => {
    for (const url of lists(time)) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) })
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400)
      expect(res.json().message).toBe(badCursorMessage)
    }
  })
})
