// Each site installs as itself (issue 33, point 3): /manifest.webmanifest answers the host asked
// with that site's name, colours and icons, every icon it names is a PNG of the size it says, and
// the icons the page names (/favicon.png, /apple-touch-icon.png, the splash's /splash.png) are that site's. A copy of
// `public/icons` beside an app shell stands in for the client build, which holds the same icons.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './support/test-app'

let t: TestApp
let dist: string
beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'dist-'))
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>app shell</title>')
  await cp(path.join('public', 'icons'), path.join(dist, 'icons'), { recursive: true })
  t = await startTestApp({ distDir: dist })
})
afterAll(async () => {
  await t.close()
  await rm(dist, { recursive: true, force: true })
})

interface Manifest {
  name: string
  short_name: string
  theme_color: string
  background_color: string
  start_url: string
  scope: string
  id: string
  display: string
  icons: Array<{ src: string; sizes: string; type: string; purpose: string }>
}

/** A PNG's width and height, from its IHDR chunk. */
async function pngSize(file: string): Promise<string> {
  const bytes = await readFile(file)
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG')
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`
}

it.each([
  ['localhost:3000', 'Voice Acting Studio', 'Voice Acting', '#00bfff', '#ffffff', '/icons/'],
  ['podcast.localhost:3000', 'Voice Acting Podcasts', 'VA Podcasts', '#FF01CD', '#000000', '/icons/podcast/'],
  ['dashboard.localhost:3000', 'Voice Acting Metrics', 'VA Metrics', '#BA58E9', '#ffffff', '/icons/dashboard/'],
  ['podcast.example.org', 'Voice Acting Podcasts', 'VA Podcasts', '#FF01CD', '#000000', '/icons/podcast/'],
])('host %s installs as %s', async (host, name, shortName, theme, background, iconFolder) => {
  const res = await t.app.inject({ url: '/manifest.webmanifest', headers: { host } })
  expect(res.statusCode).toBe(200)
  expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/)
  expect(res.headers.vary).toContain('host')
  expect(res.headers['cache-control']).toBe('no-cache')
  const manifest = res.json<Manifest>()
  expect(manifest).toMatchObject({
    name,
    short_name: shortName,
    theme_color: theme,
    background_color: background,
    start_url: '/',
    scope: '/',
    id: '/',
    display: 'standalone',
  })
  expect(manifest.icons.map((icon) => icon.purpose).sort()).toEqual(['any', 'any', 'maskable'])
  for (const icon of manifest.icons) {
    expect(icon.src.startsWith(iconFolder) && !icon.src.slice(iconFolder.length).includes('/')).toBe(true)
    expect(await pngSize(path.join('public', icon.src))).toBe(icon.sizes)
  }
  for (const [url, file] of [
    ['/favicon.png', 'icon-192.png'],
    ['/apple-touch-icon.png', 'apple-touch-icon.png'],
    ['/splash.png', 'icon-512.png'],
  ] as const) {
    const icon = await t.app.inject({ url, headers: { host } })
    expect([icon.statusCode, icon.headers['content-type']], icon.body.slice(0, 200)).toEqual([200, 'image/png'])
    expect(icon.headers.vary).toContain('host')
    expect(icon.rawPayload.equals(await readFile(path.join('public', iconFolder, file)))).toBe(true)
  }
})
