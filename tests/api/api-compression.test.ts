// API answers over 1 KB are compressed for browsers that accept it; small answers and take audio
// (whose Range answers must stay byte-exact) go out as they are.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ScriptSummary } from '#contract/scripts'
import { blobKey } from '#server/blobs/blob-store'
import { openBlobStore } from '#server/blobs/open-blob-store'
import { bearer, makeScript, makeSession, makeSignedInUser, recordTakeRow } from './support/factories'
import { startTestApp, type TestApp } from './support/test-app'

type Member = Awaited<ReturnType<typeof makeSignedInUser>>

let t: TestApp
let dataDir: string
let writer: Member
let newcomer: Member
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'compression-'))
  t = await startTestApp({ contentDir: null, dataDir })
  writer = await makeSignedInUser(t.app, t.db)
  newcomer = await makeSignedInUser(t.app, t.db)
  for (let i = 0; i < 8; i++) await makeScript(t.app, writer.token, { title: `Scene ${i}`, lineCount: 6 })
})
afterAll(async () => {
  await t.close()
  await rm(dataDir, { recursive: true, force: true })
})

const get = (url: string, token: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { ...bearer(token), ...headers } })

describe('JSON answers', () => {
  it('a list over 1 KB goes out as Brotli, or gzip, and decodes to the same JSON', async () => {
    const plain = await get('/api/scripts', writer.token)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.rawPayload.length).toBeGreaterThan(1024)
    expect(plain.json<{ items: ScriptSummary[] }>().items).toHaveLength(8)

    const brotli = await get('/api/scripts', writer.token, { 'accept-encoding': 'gzip, deflate, br, zstd' })
    expect(brotli.statusCode).toBe(200)
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(brotli.headers.vary).toMatch(/accept-encoding/i)
    expect(brotli.headers['content-type']).toMatch(/^application\/json/)
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length)
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json())

    const gzip = await get('/api/scripts', writer.token, { 'accept-encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json())
  })

  it('keeps one ETag for every encoding, so a revalidation answers 304 whatever the browser accepts', async () => {
    const brotli = await get('/api/scripts', writer.token, { 'accept-encoding': 'br' })
    const plain = await get('/api/scripts', writer.token)
    expect(brotli.headers.etag).toBeDefined()
    expect(brotli.headers.etag).toBe(plain.headers.etag)
    const again = await get('/api/scripts', writer.token, {
      'accept-encoding': 'br',
      'if-none-match': String(brotli.headers.etag),
    })
    expect(again.statusCode).toBe(304)
    expect(again.headers['content-encoding']).toBeUndefined()
  })

  it('a list under 1 KB goes out as it is', async () => {
    const res = await get('/api/scripts', newcomer.token, { 'accept-encoding': 'br, gzip' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.rawPayload.length).toBeLessThan(1024)
    expect(res.json<{ items: unknown[] }>().items).toEqual([])
  })

  it('the OpenAPI document goes out compressed', async () => {
    const res = await t.app.inject({ url: '/api/docs', headers: { 'accept-encoding': 'br' } })
    expect(res.headers['content-encoding']).toBe('br')
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toMatchObject({ openapi: '3.1.0' })
  })
})

describe('take audio', () => {
  // Zeros compress well: were the route compressed, these bytes would change.
  const audio = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(8000)])
  let url: string
  beforeAll(async () => {
    const script = await makeScript(t.app, writer.token, { lineCount: 2 })
    const session = await makeSession(t.app, writer.token, script.id)
    const take = await recordTakeRow(t.db, { sessionId: session.id, lineId: script.lines[0]!.id, userId: writer.id })
    await openBlobStore({ dataDir }).write(blobKey('uploads', take.storageKey), audio)
    url = `/api/takes/${take.id}/audio`
  })

  it('answers a Range with 206 and the exact bytes, never encoded', async () => {
    const res = await get(url, writer.token, { 'accept-encoding': 'br, gzip', range: 'bytes=100-2099' })
    expect(res.statusCode).toBe(206)
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.headers['content-range']).toBe(`bytes 100-2099/${audio.length}`)
    expect(res.rawPayload).toEqual(audio.subarray(100, 2100))
  })

  it('sends the whole take as it is', async () => {
    const res = await get(url, writer.token, { 'accept-encoding': 'br, gzip' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.rawPayload).toEqual(audio)
  })
})
