// Takes as each browser engine records them (real files: WebM/Opus from Chromium and Firefox,
// Ogg/Opus from Firefox, MP4/AAC from WebKit): accepted under their own container, refused (415)
// under any other, and served back with their type and HTTP Range.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Script } from '#contract/scripts'
import { takes } from '#server/db/schema'
import { audioContainers } from '#shared/audio-container'
import { audioFixtures } from '../support/audio-fixtures'
import { clientId, makeScript, makeSession, makeSignedInUser } from './support/factories'
import { listenOnLoopback, startTestApp, type TestApp } from './support/test-app'
import { createUpload, patchUpload } from './support/tus'

let dataDir: string
let t: TestApp
let base: string
let owner: Awaited<ReturnType<typeof makeSignedInUser>>
let script: Script
let sessionId: string

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'takes-engines-'))
  t = await startTestApp({ contentDir: null, dataDir })
  base = await listenOnLoopback(t.app)
  owner = await makeSignedInUser(t.app, t.db)
  script = await makeScript(t.app, owner.token, { lineCount: 4 })
  sessionId = (await makeSession(t.app, owner.token, script.id)).id
})
afterAll(async () => {
  await t.app.close()
  await t.database.drop()
  await rm(dataDir, { recursive: true, force: true })
})

async function upload(bytes: Uint8Array, mime: string): Promise<{ takeId: string; res: Response }> {
  const takeId = clientId()
  const metadata = { takeId, sessionId, lineId: script.lines[0]!.id, durationMs: 1500, mime }
  const created = await createUpload(base, owner.token, metadata, bytes.length)
  expect(created.status, await created.clone().text()).toBe(201)
  const res = await patchUpload(
    new URL(created.headers.get('location')!, base).toString(),
    owner.token,
    0,
    bytes.slice(),
  )
  return { takeId, res }
}

const audio = (takeId: string, headers: Record<string, string> = {}) =>
  fetch(`${base}/api/takes/${takeId}/audio`, { headers: { authorization: `Bearer ${owner.token}`, ...headers } })

describe.each(audioFixtures)('a take recorded as $name ($recordedBy)', ({ bytes, container }) => {
  it(`is accepted as ${container} and served back whole and in ranges with that type`, async () => {
    const { takeId, res } = await upload(bytes, container)
    expect(res.status).toBe(204)
    expect(await t.db.select({ mime: takes.mime, size: takes.size }).from(takes).where(eq(takes.id, takeId))).toEqual([
      { mime: container, size: bytes.length },
    ])

    const whole = await audio(takeId)
    expect([whole.status, whole.headers.get('content-type'), whole.headers.get('accept-ranges')]).toEqual([
      200,
      container,
      'bytes',
    ])
    expect(Buffer.from(await whole.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true)

    const part = await audio(takeId, { range: 'bytes=0-11' })
    expect([part.status, part.headers.get('content-type'), part.headers.get('content-range')]).toEqual([
      206,
      container,
      `bytes 0-11/${bytes.length}`,
    ])
    expect(Buffer.from(await part.arrayBuffer()).equals(Buffer.from(bytes.subarray(0, 12)))).toBe(true)
  })

  it.each(audioContainers.filter((other) => other !== container))(
    'is refused as %s with the message, and nothing is kept',
    async (other) => {
      const { takeId, res } = await upload(bytes, other)
      expect([res.status, await res.json()]).toEqual([
        415,
        { message: 'This file is not the audio its type says (WebM, MP4 or Ogg expected).' },
      ])
      expect(await t.db.select().from(takes).where(eq(takes.id, takeId))).toEqual([])
    },
  )
})
