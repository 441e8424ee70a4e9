// The built client goes out as the build's own Brotli or gzip copies: a stand-in for `dist/`
// compressed by the function the Vite build runs, served by the real app.
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { precompressFolder, type PrecompressedFile } from '#server/static/precompress'
import { startTestApp, type TestApp } from './support/test-app'

const script = Array.from({ length: 400 }, (_, i) => `export const line${i} = () => console.log('line ${i}');`).join(
  '\n',
)
const files: Record<string, string | Buffer> = {
  'index.html': `<!doctype html><html><head><title>app shell</title>${'<meta name="x" content="y">'.repeat(40)}</head><body><div id="root"></div></body></html>`,
  // A page the build prerendered (decision 074); /login has none here, so it gets the app shell.
  'prerendered/scriptlibrary.html': `<!doctype html><html><head><title>prerendered</title></head><body>${'<p>A scene to record.</p>'.repeat(60)}</body></html>`,
  'assets/index-abc123.js': script,
  'assets/index-abc123.js.map': JSON.stringify({ version: 3, sources: ['a.ts'], mappings: 'AAAA;'.repeat(500) }),
  'assets/tiny-abc123.js': 'export{}',
  'sw.js': `self.__WB_MANIFEST = ${JSON.stringify(Array.from({ length: 40 }, (_, i) => ({ url: `assets/chunk-${i}.js`, revision: null })))}`,
  'manifest.webmanifest': JSON.stringify({
    name: 'Voice Acting Studio',
    short_name: 'Voice Acting',
    start_url: '/',
    display: 'standalone',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
    ],
  }),
  'icons/icon.png': Buffer.alloc(3000, 7),
  'tracks/track-1.mp3': Buffer.from(Array.from({ length: 5000 }, (_, i) => i % 251)),
}

let t: TestApp
let dist: string
let written: PrecompressedFile[]
beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'dist-'))
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dist, file)), { recursive: true })
    await writeFile(path.join(dist, file), content)
  }
  written = await precompressFolder(dist)
  t = await startTestApp({ distDir: dist, contentDir: null })
})
afterAll(async () => {
  await t.close()
  await rm(dist, { recursive: true, force: true })
})

const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({ method, url, headers })
const onDisk = (file: string) => readFile(path.join(dist, file))
const immutable = 'public, max-age=31536000, immutable'

describe('the build step', () => {
  it('writes smaller .br and .gz copies of text files, none of source maps, images, audio or files too small to gain', async () => {
    for (const file of ['index.html', 'assets/index-abc123.js', 'sw.js', 'manifest.webmanifest']) {
      const copy = written.find((entry) => entry.file === file)
      expect(copy?.br, file).toBeLessThan(copy!.size)
      expect(copy?.gzip, file).toBeLessThan(copy!.size)
      expect(brotliDecompressSync(await onDisk(`${file}.br`))).toEqual(await onDisk(file))
      expect(gunzipSync(await onDisk(`${file}.gz`))).toEqual(await onDisk(file))
    }
    for (const file of [
      'assets/index-abc123.js.map',
      'icons/icon.png',
      'tracks/track-1.mp3',
      'assets/tiny-abc123.js',
    ]) {
      expect(existsSync(path.join(dist, `${file}.br`)), file).toBe(false)
      expect(existsSync(path.join(dist, `${file}.gz`)), file).toBe(false)
    }
  })
})

describe('a hashed asset', () => {
  const url = '/assets/index-abc123.js'
  const file = 'assets/index-abc123.js'

  it('goes out as Brotli to a browser that accepts it, immutable, varying on Accept-Encoding', async () => {
    const res = await get(url, { 'accept-encoding': 'gzip, deflate, br, zstd' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers.vary).toMatch(/accept-encoding/i)
    expect(res.headers['cache-control']).toBe(immutable)
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/)
    expect(Number(res.headers['content-length'])).toBe((await onDisk(`${file}.br`)).length)
    expect(brotliDecompressSync(res.rawPayload)).toEqual(await onDisk(file))
  })

  it('goes out as gzip to a browser that accepts only gzip', async () => {
    const res = await get(url, { 'accept-encoding': 'gzip' })
    expect(res.headers['content-encoding']).toBe('gzip')
    expect(res.headers.vary).toMatch(/accept-encoding/i)
    expect(res.headers['cache-control']).toBe(immutable)
    expect(gunzipSync(res.rawPayload)).toEqual(await onDisk(file))
  })

  it.each([[{}], [{ 'accept-encoding': 'identity' }]])(
    'goes out as the file itself otherwise (%j)',
    async (headers) => {
      const res = await get(url, headers)
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-encoding']).toBeUndefined()
      expect(res.headers.vary).toMatch(/accept-encoding/i)
      expect(res.headers['cache-control']).toBe(immutable)
      expect(res.rawPayload).toEqual(await onDisk(file))
    },
  )

  it('answers HEAD with the headers of the copy it would send', async () => {
    const res = await get(url, { 'accept-encoding': 'br, gzip' }, 'HEAD')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(Number(res.headers['content-length'])).toBe((await onDisk(`${file}.br`)).length)
    expect(res.rawPayload.length).toBe(0)
  })

  it('answers a Range in the bytes of the copy it sends', async () => {
    const brotli = await onDisk(`${file}.br`)
    const res = await get(url, { 'accept-encoding': 'br', range: 'bytes=0-99' })
    expect(res.statusCode).toBe(206)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['content-range']).toBe(`bytes 0-99/${brotli.length}`)
    expect(res.rawPayload).toEqual(brotli.subarray(0, 100))
  })

  it('falls back to the file when the build wrote no smaller copy', async () => {
    const res = await get('/assets/tiny-abc123.js', { 'accept-encoding': 'br, gzip' })
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.body).toBe('export{}')
  })

  it.each(['/assets/index-abc123.js.br', '/assets/index-abc123.js.gz', '/sw.js.br', '/index.html.gz'])(
    'gives the copy %s no URL of its own',
    async (copy) => {
      const res = await get(copy, { 'accept-encoding': 'br, gzip', accept: '*/*' })
      expect(res.statusCode).toBe(404)
    },
  )
})

describe('the app shell, service worker and manifest', () => {
  it.each([
    ['/', 'index.html', 'text/html'],
    ['/index.html', 'index.html', 'text/html'],
    ['/login', 'index.html', 'text/html'],
    ['/scriptlibrary', 'prerendered/scriptlibrary.html', 'text/html'],
    ['/profile/abc', 'index.html', 'text/html'],
    ['/sw.js', 'sw.js', 'javascript'],
    // The manifest is each host's own, answered by the server (tests/api/site-manifests.test.ts).
  ])('%s goes out compressed, revalidated on every load, with its own type', async (url, file, type) => {
    const headers = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'br, gzip' }
    const res = await get(url, headers)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers.vary).toMatch(/accept-encoding/i)
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(res.headers['content-type']).toContain(type)
    expect(brotliDecompressSync(res.rawPayload)).toEqual(await onDisk(file))

    const gzip = await get(url, { ...headers, 'accept-encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gzip.headers['cache-control']).toBe('no-cache')
    expect(gunzipSync(gzip.rawPayload)).toEqual(await onDisk(file))

    const plain = await get(url, { accept: headers.accept })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers['content-type']).toBe(res.headers['content-type'])
    expect(plain.rawPayload).toEqual(await onDisk(file))
  })
})

describe('audio', () => {
  it('a background track answers a media Range with its exact bytes', async () => {
    const track = await onDisk('tracks/track-1.mp3')
    // What Chromium sends for media.
    const res = await get('/tracks/track-1.mp3', { 'accept-encoding': 'identity;q=1, *;q=0', range: 'bytes=1000-1999' })
    expect(res.statusCode).toBe(206)
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.headers['content-range']).toBe(`bytes 1000-1999/${track.length}`)
    expect(res.rawPayload).toEqual(track.subarray(1000, 2000))

    const browser = await get('/tracks/track-1.mp3', { 'accept-encoding': 'br, gzip', range: 'bytes=0-9' })
    expect(browser.statusCode).toBe(206)
    expect(browser.headers['content-encoding']).toBeUndefined()
    expect(browser.rawPayload).toEqual(track.subarray(0, 10))
  })
})
