// The audio library in the built app, as a member with audio_library uses it: a file uploaded with
// progress, listed, played and trimmed; a recording made with the browser's fake microphone; the trimmed
// audio laid under a session, heard in playback and measured in the mixdown; deleting it gives the
// session its own music back.
import { readFile } from 'node:fs/promises'
import { expect, type Page } from '@playwright/test'
import { test } from './support/test'
import type { LibraryAudio } from '#contract/audio-library'
import type { Session } from '#contract/sessions'
import { makeMp3 } from '../support/make-mp3'
import { createMember } from './support/admin'
import { apiAsMember } from './support/api'
import { logIn } from './support/login-dialog'
import { e2eServer } from './support/server-settings'
import { createScript, openSession } from './support/sessions'
import { startSlowLink } from './support/slow-link'
import { expectSessionPlays, hasSoundOutput } from './support/sound-output'
import { readyForPageDownloads } from './support/page-downloads'

async function signInWithLibrary(page: Page, origin = '') {
  const member = createMember('audio', 'audio_library')
  await page.goto(`${origin}/login`)
  await logIn(page, member.username, member.password)
  await expect(page).toHaveURL(/\/scripts$/)
}

const libraryItems = async (page: Page) =>
  (await apiAsMember<{ items: LibraryAudio[] }>(page, 'GET', '/api/audio-library?limit=50')).json.items

test('upload, play, trim, lay under a session, hear it in the mixdown, delete', async ({ page, browserName }) => {
  await signInWithLibrary(page)
  await page.goto('/audiolibrary')
  await expect(page.getByRole('heading', { name: 'Audio Library', level: 1 })).toBeVisible()
  await expect(page.getByText('No audio yet.')).toBeVisible()

  await page.getByRole('link', { name: 'Add audio' }).click()
  await expect(page).toHaveURL(/\/audiolibrary\/create\/music_bed$/)
  await page
    .getByLabel('Audio file')
    .setInputFiles({ name: 'harbour_bed.mp3', mimeType: 'audio/mpeg', buffer: await makeMp3(4, 220) })
  await expect(page.getByLabel('Title')).toHaveValue('harbour bed')
  await page.getByLabel('Title').fill('Harbour bed')
  await page.getByRole('button', { name: 'Upload' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Saved to your audio library.' })).toBeVisible()

  await page.getByRole('link', { name: 'Back to the Audio Library' }).click()
  const item = page.getByRole('listitem', { name: 'Harbour bed' })
  await expect(item).toContainText(/Music bed · 0:04 · \d+ KB/)
  await item.getByRole('button', { name: 'Play Harbour bed' }).click()
  const audio = item.getByLabel('Harbour bed', { exact: true })
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.duration)).toBeGreaterThan(3.5)

  await item.getByRole('link', { name: 'Edit Harbour bed' }).click()
  await expect(page.getByRole('heading', { name: 'Edit audio', level: 1 })).toBeVisible()
  await page.getByLabel('Trim start (seconds)').fill('1')
  await page.getByLabel('Trim end (seconds)').fill('0.5')
  await expect(page.getByText('The end of the trim must come after its start.')).toBeVisible()
  await page.getByLabel('Trim end (seconds)').fill('3')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Your changes are saved.' })).toBeVisible()
  const [stored] = await libraryItems(page)
  expect(stored).toMatchObject({
    title: 'Harbour bed',
    type: 'music_bed',
    mime: 'audio/mpeg',
    trimStartMs: 1000,
    trimEndMs: 3000,
    source: 'upload',
  })

  // Under a session: playback and the mixdown use the trimmed 2 seconds at the chosen level.
  const script = await createScript(page, 'Harbour night', [['MAYA', 'Is anyone there?']])
  const sessionId = await openSession(page, script.id)
  await page.goto(`/session/${sessionId}`)
  const music = page.getByRole('region', { name: 'Music' })
  await music.getByLabel('Music under the session').selectOption({ label: 'Harbour bed (Music beds)' })
  await music.getByLabel('Music level (%)').fill('50')
  await music.getByRole('button', { name: 'Save music' }).click()
  await expect(music.getByRole('status')).toHaveText('The music is saved. Play session to hear it.')
  const playback = page.getByRole('group', { name: 'Playback of Harbour night' })
  await expect(playback.getByText('Music: “Harbour bed” at 50%')).toBeVisible()
  const musicFetched = page.waitForResponse(
    (response) => new URL(response.url()).pathname === `/api/audio-library/${stored!.id}/audio`,
  )
  await playback.getByRole('button', { name: 'Play session' }).click()
  // 304 where the browser kept the file from the play above and asked again (Firefox does).
  expect([200, 304]).toContain((await musicFetched).status())
  await expectSessionPlays(playback, browserName)
  await expect(playback.getByRole('button', { name: 'Play session' })).toBeVisible({ timeout: 30_000 })
  await expect(playback.getByText(/could not be loaded/)).toHaveCount(0)

  await readyForPageDownloads(page, browserName)
  await playback.getByRole('button', { name: 'Download mixdown' }).click()
  await playback.getByRole('radio', { name: 'Audition / master' }).check()
  await playback.getByRole('button', { name: 'Prepare file' }).click()
  const downloading = page.waitForEvent('download')
  await playback.getByRole('button', { name: 'Save file' }).click()
  const wav = await readFile(await (await downloading).path())
  // No take yet: the session lasts as the music does once through: the trimmed 2 seconds, not the 4 of the file.
  expect(wav.readUInt32LE(40) / 3 / 48_000).toBeCloseTo(2, 1)

  await page.goto(`/audiolibrary/edit/${stored!.id}`)
  await page.getByRole('button', { name: 'Delete' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Delete audio' })
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(page).toHaveURL(/\/audiolibrary$/)
  await expect(page.getByText('No audio yet.')).toBeVisible()
  expect((await apiAsMember<Session>(page, 'GET', `/api/sessions/${sessionId}`)).json.music).toBeNull()
})

test('a recording made with the microphone is saved with its length', async ({ page, browserName }) => {
  await signInWithLibrary(page)
  await page.goto('/audiolibrary/create/voice_reference')
  await page.getByLabel('Title').fill('Gravel voice')
  await page.getByRole('button', { name: 'Start recording' }).click()
  const meter = page.getByRole('meter', { name: 'Input level' })
  await expect(meter).toBeVisible()
  // Without sound output (headless Firefox here) the AudioContext never runs: the meter reads silence.
  // The held peak, as a member reads it: Chromium's fake microphone beeps for 20 ms every 500 ms, and
  // the level of a moment misses the beeps as often as not.
  if (hasSoundOutput(browserName))
    await expect
      .poll(() => meter.getAttribute('aria-valuetext').then((text) => parseFloat(text ?? '')))
      .toBeGreaterThan(-60)
  await page.getByRole('button', { name: 'Stop recording' }).click()
  await expect(page.getByText(/^Recorded 0:\d\d\. Save it to keep it\.$/)).toBeVisible()
  await page.getByRole('button', { name: 'Save recording' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Saved to your audio library.' })).toBeVisible()
  const [saved] = await libraryItems(page)
  expect(saved).toMatchObject({
    title: 'Gravel voice',
    type: 'voice_reference',
    source: 'recording',
    mime: 'audio/webm',
  })
  expect(saved!.durationMs).toBeGreaterThan(0)
})

test('a file the library cannot keep is refused with the reason, and nothing is stored', async ({ page }) => {
  await signInWithLibrary(page)
  await page.goto('/audiolibrary/create/sound_effect')
  await page
    .getByLabel('Audio file')
    .setInputFiles({ name: 'door.mp3', mimeType: 'audio/mpeg', buffer: Buffer.from('<html>not audio at all</html>') })
  await page.getByRole('button', { name: 'Upload' }).click()
  await expect(
    page.getByText('This file is not audio the library can keep (MP3, MP4/AAC, WebM, Ogg, WAV or FLAC).'),
  ).toBeVisible()
  expect(await libraryItems(page)).toEqual([])
})

test('a slow upload shows its progress, and the file arrives whole', async ({ page }) => {
  // A classroom's Wi-Fi: uploads at 16 KB/s, so the file takes a few seconds.
  const link = await startSlowLink(e2eServer.port, 16 * 1024)
  try {
    await signInWithLibrary(page, link.url)
    await page.goto(`${link.url}/audiolibrary/create/ambience`)
    const file = await makeMp3(6, 330)
    await page.getByLabel('Audio file').setInputFiles({ name: 'wind.mp3', mimeType: 'audio/mpeg', buffer: file })
    await page.getByRole('button', { name: 'Upload' }).click()
    const progress = page.getByRole('progressbar', { name: 'Upload progress' })
    await expect(progress).toBeVisible()
    await expect(page.getByText(/^Sending… \d+%$/)).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'Saved to your audio library.' })).toBeVisible({
      timeout: 30_000,
    })
    const [saved] = await libraryItems(page)
    expect(saved).toMatchObject({ title: 'wind', type: 'ambience', size: file.length })
  } finally {
    await link.close()
  }
})
