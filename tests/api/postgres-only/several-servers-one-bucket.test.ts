// PostgreSQL only: two server processes on one database and one S3 bucket (issue 17, decision
// 073). A take upload cut half-way on the first continues on the second, also after both were
// restarted, and the bytes each server's tus store received add up to the take exactly: no byte
// is sent twice. Either server then serves the take's audio with Range.
import { request } from 'node:http'
import { PassThrough, type Readable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import type { DataStore } from '@tus/utils'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Script } from '#contract/scripts'
import type { BlobKind, BlobStore } from '#server/blobs/blob-store'
import { S3BlobStore } from '#server/blobs/s3-store'
import type { DatabaseHandle } from '#server/db/database'
import { openDatabase } from '#server/db/open'
import { startLocalS3, type LocalS3 } from '#tests/support/s3-server'
import { eventually } from '../support/eventually'
import { clientId, makeScript, makeSession, makeSignedInUser } from '../support/factories'
import { buildTestApp, listenOnLoopback, startTestApp, type TestApp } from '../support/test-app'
import { audioBytes, createUpload, patchUpload, uploadOffset } from '../support/tus'

/** One server process: its own database pool, its own blob store (and tus's cache), its port. */
interface Process {
  app: FastifyInstance
  base: string
  handle: DatabaseHandle
  /** Bytes that reached this process's tus store. */
  received: () => number
}

let s3: LocalS3
let t: TestApp
let processes: Process[] = []
let owner: Awaited<ReturnType<typeof makeSignedInUser>>
let script: Script
let sessionId: string

/** The S3 store whose tus stores count the bytes written through them. */
function countingS3Store(count: (bytes: number) => void): BlobStore {
  const store = new S3BlobStore(s3.settings)
  const tusStore = store.tusStore.bind(store)
  store.tusStore = (kind: BlobKind): DataStore => {
    const inner = tusStore(kind)
    return new Proxy(inner, {
      get(target, property) {
        if (property === 'write') {
          return (stream: Readable, id: string, offset: number) => {
            const counter = new PassThrough()
            counter.on('data', (chunk: Buffer) => count(chunk.length))
            return target.write(stream.pipe(counter), id, offset)
          }
        }
        const value: unknown = Reflect.get(target, property, target)
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value
      },
    })
  }
  return store
}

async function startProcess(): Promise<Process> {
  const handle = await openDatabase({ url: t.database.url })
  let received = 0
  const blobs = countingS3Store((bytes) => {
    received += bytes
  })
  const app = await buildTestApp(handle.db, t.clock, { listen: handle.listen, contentDir: null, blobs })
  return { app, handle, base: await listenOnLoopback(app), received: () => received }
}

async function stopProcesses() {
  for (const process of processes) {
    await process.app.close()
    await process.handle.close()
  }
  processes = []
}

beforeAll(async () => {
  if (!process.env.DATABASE_URL) return
  s3 = await startLocalS3()
  t = await startTestApp({ contentDir: null, blobs: new S3BlobStore(s3.settings) })
  owner = await makeSignedInUser(t.app, t.db)
  script = await makeScript(t.app, owner.token, { lineCount: 2 })
  sessionId = (await makeSession(t.app, owner.token, script.id)).id
  processes = [await startProcess(), await startProcess()]
})
afterAll(async () => {
  await stopProcesses()
  await t?.close()
  await s3?.stop()
})

/** A PATCH announcing all of `bytes` from `offset` that sends only `sent` of them and drops once
 *  `received()` (what reached the server's tus store) says they arrived. */
async function cutPatch(
  url: string,
  offset: number,
  bytes: Uint8Array,
  sent: number,
  received: () => number,
): Promise<void> {
  const req = request(url, {
    method: 'PATCH',
    headers: {
      'tus-resumable': '1.0.0',
      authorization: `Bearer ${owner.token}`,
      'content-type': 'application/offset+octet-stream',
      'upload-offset': String(offset),
      'content-length': String(bytes.length - offset),
    },
  })
  const closed = new Promise<void>((resolve) => {
    req.on('error', () => resolve())
    req.on('close', () => resolve())
  })
  req.write(bytes.subarray(offset, offset + sent))
  const deadline = Date.now() + 10_000
  while (received() < sent && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20))
  req.destroy()
  await closed
}

/** Starts a take of `size` bytes on the first process and cuts its PATCH half-way. */
async function startAndCut(size: number) {
  const bytes = audioBytes('audio/webm', size)
  const takeId = clientId()
  const metadata = { takeId, sessionId, lineId: script.lines[0]!.id, durationMs: 4000, mime: 'audio/webm' }
  const [first] = processes
  const created = await createUpload(first!.base, owner.token, metadata, size)
  expect(created.status, await created.clone().text()).toBe(201)
  const path = new URL(created.headers.get('location')!, first!.base).pathname
  const before = first!.received()
  await cutPatch(first!.base + path, 0, bytes, size / 2, () => first!.received() - before)
  return { bytes, takeId, path }
}

/** Resumes on the second process from the offset it reads from the bucket, and checks the count. */
async function resumeOnSecond(take: { bytes: Uint8Array<ArrayBuffer>; path: string }) {
  const [first, second] = processes
  const url = second!.base + take.path
  const size = take.bytes.length
  // The first process stores the cut request's bytes once the drop reaches it.
  const stored = await eventually(
    () => uploadOffset(url, owner.token),
    (answer) => answer.offset === size / 2,
  )
  expect(stored).toEqual({ status: 200, offset: size / 2, length: size })
  const res = await patchUpload(url, owner.token, size / 2, take.bytes.slice(size / 2))
  expect(res.status, await res.text()).toBe(204)
  return { first: first!.received(), second: second!.received() }
}

async function expectServedByEither(takeId: string, bytes: Uint8Array) {
  for (const { base } of processes) {
    const res = await fetch(`${base}/api/takes/${takeId}/audio`, {
      headers: { authorization: `Bearer ${owner.token}`, range: 'bytes=1000-1999' },
    })
    expect(res.status).toBe(206)
    expect(res.headers.get('content-range')).toBe(`bytes 1000-1999/${bytes.length}`)
    expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(bytes.subarray(1000, 2000)))).toBe(true)
    const whole = await fetch(`${base}/api/takes/${takeId}/audio`, {
      headers: { authorization: `Bearer ${owner.token}` },
    })
    expect(Buffer.from(await whole.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true)
  }
}

describe('two servers on one PostgreSQL and one bucket', () => {
  // 12 MiB: the first half is a multipart part of its own (over S3's 5 MiB minimum).
  const size = 12 * 2 ** 20

  it('a take cut half-way on one continues on the other; no byte reaches them twice', async () => {
    const before = processes.map((p) => p.received())
    const take = await startAndCut(size)
    const counts = await resumeOnSecond(take)
    expect(counts.first - before[0]!).toBe(size / 2)
    expect(counts.second - before[1]!).toBe(size / 2)
    await expectServedByEither(take.takeId, take.bytes)
  })

  it('also when both are restarted between the cut and the rest', async () => {
    const before = processes[0]!.received()
    const take = await startAndCut(size / 4)
    const sentToFirst = processes[0]!.received() - before
    await stopProcesses()
    processes = [await startProcess(), await startProcess()]
    const counts = await resumeOnSecond(take)
    expect([sentToFirst, counts.first, counts.second]).toEqual([size / 8, 0, size / 8])
    await expectServedByEither(take.takeId, take.bytes)
  })
})
