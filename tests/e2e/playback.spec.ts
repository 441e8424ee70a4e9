// Session playback and mixdown in the studio with the browser's fake microphone: playback offline over
// a precached track (answered by the service worker, with Range support), lines without a take
// listed, and the mixdown downloaded as a WAV file.
import { readFile } from 'node:fs/promises'
import { expect, type Page } from '@playwright/test'
import { test } from './support/test'
import type { Session } from '#contract/sessions'
import { apiAsMember, waitForServiceWorker } from './support/api'
import { registerNewMember } from './support/login-dialog'
import { createScript, openSession } from './support/sessions'
import { expectSessionPlays, hasSoundOutput } from './support/sound-output'
import { recordCurrentLine, studioLine } from './support/studio'
import { readyForPageDownloads } from './support/page-downloads'

const lines: Array<[string, string]> = [
  ['MAYA', 'Is anyone there?'],
  ['LEO', 'Only the wind.'],
  ['MAYA', 'Then we go on.'],
]

async function studioWithOneTake(page: Page, title: string): Promise<Session> {
  await registerNewMember(page)
  const script = await createScript(page, title, lines)
  const sessionId = await openSession(page, script.id)
  await page.goto(`/session/${sessionId}`)
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible()
  await waitForServiceWorker(page)
  await recordCurrentLine(page)
  await expect(studioLine(page, 'Is anyone there?')).toContainText('Uploaded')
  return (await apiAsMember<Session>(page, 'GET', `/api/sessions/${sessionId}`)).json
}

const player = (page: Page, title: string) => page.getByRole('group', { name: `Playback of ${title}` })

/** Status and body length of a ranged GET made by the page (so through its service worker). */
function rangedFetch(page: Page, path: string, range: string) {
  return page.evaluate(
    async ({ path, range }) => {
      const response = await fetch(path, { headers: { Range: range } })
      return {
        status: response.status,
        bytes: (await response.arrayBuffer()).byteLength,
        contentRange: response.headers.get('content-range'),
      }
    },
    { path, range },
  )
}

test('offline, the session plays over one of the 9 precached tracks, with Range support, and lists the lines not recorded', async ({
  page,
  context,
  browserName,
}) => {
  const session = await studioWithOneTake(page, 'Night walk')
  const [take] = session.takes
  expect(take).toBeDefined()
  const trackResponses: Array<{ url: string; fromServiceWorker: boolean; status: number }> = []
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/tracks/'))
      trackResponses.push({
        url: response.url(),
        fromServiceWorker: response.fromServiceWorker(),
        status: response.status(),
      })
  })

  await context.setOffline(true)
  await page.reload()
  const playback = player(page, 'Night walk')
  await expect(playback.getByText(`Music: track ${session.backgroundTrack} of 9`)).toBeVisible()
  expect(session.backgroundTrack).toBeGreaterThanOrEqual(1)
  expect(session.backgroundTrack).toBeLessThanOrEqual(9)
  await expect(playback.getByText('Not recorded yet:')).toBeVisible()
  await expect(playback.getByText('LEO: Only the wind.')).toBeVisible()
  await expect(playback.getByText('MAYA: Then we go on.')).toBeVisible()
  await expect(playback.getByText('MAYA: Is anyone there?')).toHaveCount(0)

  await playback.getByRole('button', { name: 'Play session' }).click()
  await expectSessionPlays(playback, browserName)
  // Playwright's WebDriver BiDi marks no response as the service worker's (always false there): in
  // Firefox the offline 200 alone says the track came from the device.
  const byServiceWorker = browserName === 'firefox' ? {} : { fromServiceWorker: true }
  expect(trackResponses).toEqual([
    expect.objectContaining({
      url: expect.stringMatching(new RegExp(`/tracks/track-${session.backgroundTrack}\\.mp3$`)),
      status: 200,
      ...byServiceWorker,
    }),
  ])
  if (hasSoundOutput(browserName)) {
    await expect(playback.getByRole('button', { name: 'Stop', exact: true })).toBeVisible()
    await playback.getByRole('button', { name: 'Stop', exact: true }).click()
  }
  await expect(playback.getByRole('button', { name: 'Play session' })).toBeVisible()
  await expect(playback.getByText('Playing', { exact: true })).toHaveCount(0)

  // Safari asks for audio with Range: the track from the precache, the take from the take-audio cache.
  expect(await rangedFetch(page, `/tracks/track-${session.backgroundTrack}.mp3`, 'bytes=0-99')).toMatchObject({
    status: 206,
    bytes: 100,
  })
  expect(await rangedFetch(page, take!.audioUrl, 'bytes=10-19')).toMatchObject({
    status: 206,
    bytes: 10,
    contentRange: `bytes 10-19/${take!.size}`,
  })
})

test('playback ends by itself and the master mixdown downloads as <title>.wav: 24-bit mono 48 kHz', async ({
  page,
  browserName,
}) => {
  await studioWithOneTake(page, 'Quiet harbour')
  const playback = player(page, 'Quiet harbour')
  await playback.getByRole('button', { name: 'Play session' }).click()
  await expectSessionPlays(playback, browserName)
  if (hasSoundOutput(browserName)) {
    // The line whose take plays is said and highlighted, then no longer once it has played.
    await expect(playback.getByText('Now playing: MAYA: Is anyone there?')).toBeVisible()
    await expect(studioLine(page, 'Is anyone there?').getByText('Playing', { exact: true })).toBeVisible()
    await expect(playback.getByText(/^Now playing/)).toHaveCount(0, { timeout: 30_000 })
    await expect(studioLine(page, 'Is anyone there?').getByText('Playing', { exact: true })).toHaveCount(0)
  }
  await expect(playback.getByRole('button', { name: 'Play session' })).toBeVisible({ timeout: 30_000 })

  // The progress texts come and go faster than polling sees them: record every one shown.
  await page.evaluate(() => {
    const seen: string[] = []
    ;(window as unknown as { renderingSeen: string[] }).renderingSeen = seen
    new MutationObserver(() => {
      const text = /Rendering \d+%/.exec(document.body.textContent ?? '')?.[0]
      if (text && seen.at(-1) !== text) seen.push(text)
    }).observe(document.body, { subtree: true, childList: true, characterData: true })
  })
  await readyForPageDownloads(page, browserName)
  await playback.getByRole('button', { name: 'Download mixdown' }).click()
  await playback.getByRole('radio', { name: 'Audition / master' }).check()
  await playback.getByRole('button', { name: 'Prepare file' }).click()
  // Chromium's default fake microphone beeps at full scale: the master's preflight says so, and saves it as it is.
  await expect(playback.getByRole('region', { name: 'Preflight' })).toContainText('Preflight for Audition / master')
  await expect(playback.getByRole('region', { name: 'Preflight' })).toContainText('No sample at full scale, measured')
  const downloading = page.waitForEvent('download')
  await playback.getByRole('button', { name: 'Save file' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe('Quiet harbour.wav')
  const wav = await readFile(await download.path())
  expect(wav.toString('ascii', 0, 4)).toBe('RIFF')
  expect(wav.toString('ascii', 8, 12)).toBe('WAVE')
  expect(wav.readUInt16LE(22)).toBe(1)
  expect(wav.readUInt32LE(24)).toBe(48_000)
  expect(wav.readUInt16LE(34)).toBe(24)
  const seconds = wav.readUInt32LE(40) / 3 / 48_000
  expect(wav.length).toBe(44 + wav.readUInt32LE(40))
  // Lead-in, the take, tail and fade: a few seconds.
  expect(seconds).toBeGreaterThan(3.5)
  expect(seconds).toBeLessThan(30)
  const seen = await page.evaluate(() => (window as unknown as { renderingSeen: string[] }).renderingSeen)
  expect(seen.length).toBeGreaterThan(0)
  expect(seen.every((text) => /^Rendering \d+%$/.test(text))).toBe(true)
  await expect(page.getByText(/Rendering \d+%/)).toHaveCount(0)
})
