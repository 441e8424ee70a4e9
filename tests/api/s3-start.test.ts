// `npm start` with S3_* settings (the real server process): files go to the bucket and not to
// DATA_DIR, a take uploaded with tus is served back with Range from it, and settings that cannot
// reach the bucket stop the start with a message naming S3_BUCKET.
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SessionResponse } from '#contract/users'
import { blobKey } from '#server/blobs/blob-store'
import { S3BlobStore } from '#server/blobs/s3-store'
import { freePort } from '../support/free-port'
import { startLocalS3, type LocalS3 } from '../support/s3-server'
import { startServer, withoutUnset, type ServerProcess } from '../support/server-process'
import { clientId, scriptContentFixture } from './support/factories'
import { audioBytes, uploadTake } from './support/tus'

const run = promisify(execFile)
let s3: LocalS3
let dataDir: string
let server: ServerProcess

beforeAll(async () => {
  s3 = await startLocalS3()
  dataDir = await mkdtemp(path.join(tmpdir(), 's3-start-'))
  server = await startServer({
    port: await freePort(),
    dataDir,
    entry: 'src/server/dev.ts',
    env: { DATABASE_URL: undefined, ...s3.env },
  })
}, 120_000)
afterAll(async () => {
  await server?.stop()
  await s3?.stop()
  await rm(dataDir, { recursive: true, force: true })
})

async function post<T>(url: string, body: object, token?: string): Promise<T> {
  const res = await fetch(`${server.url}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  })
  expect(res.ok, await res.clone().text()).toBe(true)
  return (await res.json()) as T
}

describe('the server with S3_BUCKET', () => {
  it('keeps a take in the bucket and serves it back with Range', async () => {
    const { token } = await post<SessionResponse>('/api/users/create', {
      username: `s3${clientId()}`,
      password: 'password1',
    })
    const script = await post<{ id: string; lines: Array<{ id: string }> }>(
      '/api/scripts',
      { id: clientId(), ...scriptContentFixture({ lineCount: 1 }) },
      token,
    )
    const session = (await (
      await fetch(`${server.url}/api/scripts/${script.id}/session`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { id: string }
    const bytes = audioBytes('audio/webm', 300_000)
    const takeId = clientId()
    const res = await uploadTake(
      server.url,
      token,
      { takeId, sessionId: session.id, lineId: script.lines[0]!.id, durationMs: 3000, mime: 'audio/webm' },
      bytes,
    )
    expect(res.status, await res.text()).toBe(204)

    expect(await new S3BlobStore(s3.settings).size(blobKey('uploads', takeId))).toBe(300_000)
    expect(existsSync(path.join(dataDir, 'blobs', 'uploads', takeId))).toBe(false)

    const range = await fetch(`${server.url}/api/takes/${takeId}/audio`, {
      headers: { authorization: `Bearer ${token}`, range: 'bytes=299990-' },
    })
    expect([range.status, range.headers.get('content-range')]).toEqual([206, 'bytes 299990-299999/300000'])
    expect(Buffer.from(await range.arrayBuffer()).equals(Buffer.from(bytes.subarray(299_990)))).toBe(true)
  })

  it('does not start when the bucket cannot be reached, naming S3_BUCKET', async () => {
    const env = withoutUnset({
      ...process.env,
      DATABASE_URL: undefined,
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      ...s3.env,
      S3_BUCKET: 'no-such-bucket',
    })
    const failed = await run('node', ['--import', 'tsx', 'src/server/dev.ts'], { env }).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => error,
    )
    expect(failed.code).toBe(1)
    expect(failed.stderr).toContain(
      `Invalid setting S3_BUCKET: the bucket no-such-bucket at ${s3.settings.endpoint} cannot be reached with these settings (NotFound`,
    )
  })
})
