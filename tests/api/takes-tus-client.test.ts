// The app's uploader, tus-js-client, against the real server over HTTP: a take uploaded twice
// (a device that lost the upload's address and starts again) ends as one take, the second
// upload sending no audio again.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { Upload } from 'tus-js-client'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { takeUploadPath } from '#contract/takes'
import { takes } from '#server/db/schema'
import { clientId, makeScript, makeSession, makeSignedInUser } from './support/factories'
import { listenOnLoopback, startTestApp, type TestApp } from './support/test-app'
import { audioBytes } from './support/tus'

let dataDir: string
let t: TestApp
let base: string

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'takes-client-'))
  t = await startTestApp({ contentDir: null, dataDir })
  base = await listenOnLoopback(t.app)
})
afterAll(async () => {
  await t.close()
  await rm(dataDir, { recursive: true, force: true })
})

function upload(token: string, bytes: Uint8Array, metadata: Record<string, string>): Promise<{ sent: number }> {
  let sent = 0
  return new Promise((resolve, reject) => {
    new Upload(Buffer.from(bytes), {
      endpoint: `${base}${takeUploadPath}`,
      headers: { authorization: `Bearer ${token}` },
      metadata,
      chunkSize: 4096,
      retryDelays: [0, 100],
      onChunkComplete: (chunk) => {
        sent += chunk
      },
      onSuccess: () => resolve({ sent }),
      onError: reject,
    }).start()
  })
}

it('uploads a take in chunks, and the same take again is one take with nothing re-sent', async () => {
  const owner = await makeSignedInUser(t.app, t.db)
  const script = await makeScript(t.app, owner.token)
  const session = await makeSession(t.app, owner.token, script.id)
  const bytes = audioBytes('audio/webm', 20_000)
  const metadata = {
    takeId: clientId(),
    sessionId: session.id,
    lineId: script.lines[0]!.id,
    durationMs: '2000',
    mime: 'audio/webm',
  }

  expect(await upload(owner.token, bytes, metadata)).toEqual({ sent: bytes.length })
  expect(await upload(owner.token, bytes, metadata)).toEqual({ sent: 0 })
  const rows = await t.db.select().from(takes).where(eq(takes.id, metadata.takeId))
  expect(rows).toEqual([expect.objectContaining({ size: bytes.length, chosen: true })])
})
