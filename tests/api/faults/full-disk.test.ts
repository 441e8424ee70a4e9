// A full disk answers a clear error and corrupts nothing: the real server runs with its DATA_DIR on a
// small file system of its own (a tmpfs mounted for the test, so the rest of the machine never fills),
// which is then filled to the last byte. Take uploads, drafts and photos sent while it is full are
// answered 507 with a message saying so (or stored, where the database still had room), never a 500;
// once room is made again, the same server and then a restarted one answer normally, and every write
// acknowledged before or during the full disk is there, byte for byte. Needs root (mount), as CI has.
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtemp, open, rm, rmdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { freePort } from '#tests/support/free-port'
import { startServer, type ServerProcess } from '#tests/support/server-process'
import { createTestDatabase, type TestDatabase } from '../support/test-database'
import { multipartBody, pngImage } from '../support/profile-form'
import { audioBytes, createUpload, uploadTake } from '../support/tus'

const id = () => randomBytes(16).toString('base64url')

let mountPoint: string
let postgres: TestDatabase | undefined
let server: ServerProcess | undefined
let port: number

beforeAll(async () => {
  mountPoint = await mkdtemp(path.join(tmpdir(), 'full-disk-'))
  // Room for the embedded database (about 50 MB) and a little more; on PostgreSQL only files live here.
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=160m', 'tmpfs', mountPoint])
  if (process.env.DATABASE_URL) postgres = await createTestDatabase()
  port = await freePort()
})
afterAll(async () => {
  await server?.kill()
  await postgres?.drop()
  execFileSync('umount', [mountPoint])
  await rmdir(mountPoint)
})

const start = () =>
  startServer({
    port,
    dataDir: path.join(mountPoint, 'data'),
    env: { DATABASE_URL: postgres?.url, RATE_LIMIT_CREATE_PER_MINUTE: '100000' },
  })

/** Writes zeros into a file until the file system has no byte left; the file, to delete later. */
async function fillTheDisk(): Promise<string> {
  const filler = path.join(mountPoint, 'filler')
  const file = await open(filler, 'w')
  const block = Buffer.alloc(1024 * 1024)
  try {
    for (let size = block.length; size >= 1;) {
      try {
        await file.write(block, 0, size)
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error
        size = Math.floor(size / 2)
      }
    }
  } finally {
    await file.close()
  }
  return filler
}

async function call<T>(
  method: string,
  url: string,
  token: string | null,
  body?: unknown,
): Promise<{ status: number; json: T }> {
  const response = await fetch(`${server?.url}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  return { status: response.status, json: (text ? JSON.parse(text) : null) as T }
}

it(`answers a full disk with 507 and a clear message, and loses nothing (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, async () => {
  server = await start()
  const registered = await call<{ token: string }>('POST', '/api/users/create', null, {
    username: `full${id().slice(0, 8)}`,
    password: 'secret-password-1',
  })
  const token = registered.json.token
  const roleId = id()
  const script = {
    id: id(),
    title: 'Full disk',
    roles: [{ id: roleId, name: 'ANNA', description: '' }],
    lines: [{ id: id(), roleId, kind: 'dialogue', text: 'No room.' }],
  }
  expect((await call('POST', '/api/scripts', token, script)).status).toBe(201)
  const sessionId = (await call<{ id: string }>('GET', `/api/scripts/${script.id}/session`, token)).json.id
  const takeMeta = () => ({
    takeId: id(),
    sessionId,
    lineId: script.lines[0]?.id ?? '',
    durationMs: 1500,
    mime: 'audio/webm',
  })

  const keptTakes: Array<{ takeId: string; bytes: Uint8Array }> = []
  const keptDrafts: Array<{ id: string; body: string }> = []
  const before = { meta: takeMeta(), bytes: audioBytes('audio/webm', 300_000) }
  expect((await uploadTake(server.url, token, before.meta, before.bytes)).status).toBe(204)
  keptTakes.push({ takeId: before.meta.takeId, bytes: before.bytes })

  const filler = await fillTheDisk()

  // A take: its bytes have nowhere to go.
  const take = { meta: takeMeta(), bytes: audioBytes('audio/webm', 2_000_000) }
  const created = await createUpload(server.url, token, take.meta, take.bytes.length)
  const takeAnswers = [created.status]
  if (created.status === 201) {
    const patched = await fetch(new URL(created.headers.get('location') ?? '', server.url), {
      method: 'PATCH',
      headers: {
        'tus-resumable': '1.0.0',
        authorization: `Bearer ${token}`,
        'content-type': 'application/offset+octet-stream',
        'upload-offset': '0',
      },
      body: take.bytes,
    })
    takeAnswers.push(patched.status)
    expect(patched.status).toBe(507)
    expect(await patched.text()).toContain('no room')
  } else {
    expect(created.status).toBe(507)
  }

  // A profile photo: re-encoded, then written.
  const photo = multipartBody([
    { name: 'photo', filename: 'me.png', type: 'image/png', file: await pngImage(256, 256) },
  ])
  const photoAnswer = await fetch(`${server.url}/api/users/profile`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': photo.contentType },
    body: new Uint8Array(photo.body),
  })
  expect([200, 507], `photo: ${photoAnswer.status}`).toContain(photoAnswer.status)
  if (photoAnswer.status === 507)
    expect(((await photoAnswer.json()) as { message: string }).message).toContain('no room')

  // Drafts until the database has no room either (or 200 of them fit in what it had).
  const draftAnswers: number[] = []
  for (let count = 0; count < 200; count += 1) {
    const draft = { id: id(), title: 'While full', body: `Words ${'x'.repeat(20_000)}` }
    const answer = await call<{ message?: string }>('POST', '/api/drafts', token, draft)
    draftAnswers.push(answer.status)
    expect([201, 507], `draft ${count}: ${answer.status} ${JSON.stringify(answer.json)}`).toContain(answer.status)
    if (answer.status === 201) keptDrafts.push(draft)
    else break
  }
  console.log(
    `Full disk: take answered ${takeAnswers.join(' then ')}, photo ${photoAnswer.status}, drafts ${draftAnswers.filter((s) => s === 201).length} stored then ${draftAnswers.at(-1)}`,
  )

  // Room again: the same server goes on, then a restarted one finds everything.
  await rm(filler)
  const after = { meta: takeMeta(), bytes: audioBytes('audio/webm', 300_000) }
  expect((await uploadTake(server.url, token, after.meta, after.bytes)).status).toBe(204)
  keptTakes.push({ takeId: after.meta.takeId, bytes: after.bytes })
  const draftAfter = { id: id(), title: 'Room again', body: 'Back.' }
  expect((await call('POST', '/api/drafts', token, draftAfter)).status).toBe(201)
  keptDrafts.push(draftAfter)

  await server.stop()
  server = await start()
  for (const draft of keptDrafts)
    expect((await call<{ body: string }>('GET', `/api/drafts/${draft.id}`, token)).json.body).toBe(draft.body)
  for (const kept of keptTakes) {
    const response = await fetch(`${server.url}/api/takes/${kept.takeId}/audio`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(response.status).toBe(200)
    expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(kept.bytes))).toBe(true)
  }
  await server.stop()
  server = undefined
}, 300_000)
