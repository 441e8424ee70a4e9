// What a take sounds like, measured as a voice actor measures it: Chromium's fake microphone plays
// a voice of known loudness (tests/support/voice-file.ts), the studio records a line, and ffmpeg's
// EBU R128 meter reads the take the server received. Unprocessed by default, the take is the voice
// as it went in; the clip warning shows for a microphone driven into full scale; the clean-up
// setting turns the browser's processing on, as the browser itself reports.
import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { readFile, stat, writeFile } from 'node:fs/promises'
import { promisify } from 'node:util'
import path from 'node:path'
import { chromium, expect, type Browser, type Locator, type Page } from '@playwright/test'
import { test } from './support/test'
import type { Session } from '#contract/sessions'
import type { Take } from '#contract/takes'
import { chromiumArgs, fakeMicrophoneArgs } from '../support/chromium'
import { decodedSeconds, measureAudio, probeAudio, runFfmpeg } from '../support/audio-measure'
import { makeVoiceFile } from '../support/voice-file'
import { apiAsMember, waitForServiceWorker } from './support/api'
import { registerNewMember } from './support/login-dialog'
import { podcastURL } from './support/podcast'
import { countRecordingChunks } from './support/recording'
import { e2eServer } from './support/server-settings'
import { createScript, markFinished, openSession } from './support/sessions'
import { studioLine } from './support/studio'

const voiceFolder = path.resolve('.tmp/voice')
const lines = [
  ['ANNA', 'Every night the lamp must burn.'],
  ['BEN', 'For the ships that pass in the dark.'],
] as const

let ownBrowser: Browser | null = null
test.afterEach(async () => {
  await ownBrowser?.close()
  ownBrowser = null
})

async function studioWithVoice(
  voiceFile: string,
  title: string,
  scriptLines: ReadonlyArray<readonly [string, string]> = lines,
): Promise<{ page: Page; sessionId: string; email: string }> {
  ownBrowser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [...chromiumArgs, ...fakeMicrophoneArgs, `--use-file-for-fake-audio-capture=${voiceFile}`],
  })
  const page = await (
    await ownBrowser.newContext({ baseURL: e2eServer.baseURL, reducedMotion: 'reduce', acceptDownloads: true })
  ).newPage()
  const email = await registerNewMember(page)
  const script = await createScript(
    page,
    title,
    scriptLines.map(([role, text]) => [role, text]),
  )
  const sessionId = await openSession(page, script.id)
  await page.goto(`/session/${sessionId}`)
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible()
  return { page, sessionId, email }
}

/** Records the current line until `seconds` of audio are on the device, or until `until` shows. */
async function recordFor(page: Page, seconds: number): Promise<void> {
  const before = await countRecordingChunks(page)
  await page.getByRole('button', { name: /^Record( again)?$/ }).click()
  await expect.poll(() => countRecordingChunks(page), { timeout: 30_000 }).toBeGreaterThanOrEqual(before + seconds)
  await page.getByRole('button', { name: 'Stop', exact: true }).click()
}

async function fetchFile(page: Page, url: string, file: string): Promise<void> {
  const base64 = await page.evaluate(async (url) => {
    const stored = JSON.parse(localStorage.getItem('voice-acting.credentials') ?? 'null') as { token?: string } | null
    const response = await fetch(url, { headers: { Authorization: `Bearer ${stored?.token ?? ''}` } })
    const bytes = new Uint8Array(await response.arrayBuffer())
    let binary = ''
    for (const byte of bytes) binary += String.fromCharCode(byte)
    return btoa(binary)
  }, url)
  await writeFile(file, Buffer.from(base64, 'base64'))
}

/** The server's take of the session's `line`th line (the first by default), saved as `file`. */
async function downloadTake(page: Page, sessionId: string, file: string, line = 0): Promise<void> {
  const session = (await apiAsMember<Session>(page, 'GET', `/api/sessions/${sessionId}`)).json
  const take = session.takes.find((each) => each.lineId === session.script.lines[line]?.id)
  if (!take) throw new Error('the server has no take')
  await fetchFile(page, take.audioUrl, file)
}

/** On the podcast site, signed in by the main site's sign-in (decision 089), makes a channel,
 *  whose page is then shown. */
async function newChannelOnPodcastSite(page: Page, channelTitle: string): Promise<void> {
  await page.goto(`${podcastURL}/login`)
  await expect(page).toHaveURL(`${podcastURL}/`)
  await page.getByRole('link', { name: 'New channel' }).click()
  await page.getByLabel('Title').fill(channelTitle)
  await page.getByLabel('Description').fill('Measured episodes.')
  await page.getByLabel('Category').selectOption('Fiction')
  await page.getByRole('button', { name: 'Create channel' }).click()
  await expect(page.getByRole('heading', { name: channelTitle, level: 1 })).toBeVisible()
}

/** Records both lines, each for `seconds`, and waits for them to be uploaded. */
async function recordBothLines(page: Page, seconds: number): Promise<void> {
  for (const [, text] of lines) {
    await expect(studioLine(page, text)).toHaveAttribute('aria-current', 'true')
    await recordFor(page, seconds)
  }
  for (const [, text] of lines) await expect(studioLine(page, text)).toContainText('Uploaded', { timeout: 30_000 })
}

test('a take is the voice as it went in: unprocessed, within 1.5 LU of the source, no sample at full scale, 48 kHz', async () => {
  const voice = await makeVoiceFile(voiceFolder, { targetLufs: -23 })
  const { page, sessionId } = await studioWithVoice(voice.file, 'Lighthouse')
  await recordFor(page, 6)
  await expect(studioLine(page, lines[0][1])).toContainText('Uploaded')
  await expect(page.getByText('Last take: echo cancellation off, noise suppression off, auto gain off')).toBeVisible()
  // The take's row shows its loudness and peak as measured on the device (the source's, within the tolerance).
  await expect(studioLine(page, lines[0][1])).toContainText(/-2[1-5]\.\d LUFS, peak -\d+\.\d dBFS/)

  const takeFile = path.join(voiceFolder, `take-${sessionId}.webm`)
  await downloadTake(page, sessionId, takeFile)
  // Chromium's fake microphone is a stereo device playing the mono file in both channels.
  const [take, probed, seconds, bytes] = await Promise.all([
    measureAudio(takeFile, { asMono: true }),
    probeAudio(takeFile),
    decodedSeconds(takeFile),
    stat(takeFile).then((info) => info.size),
  ])
  const kbpsPerChannel = (bytes * 8) / seconds / 1000 / probed.channels
  console.log(
    `Take vs source (ffmpeg ebur128): source ${voice.measured.integratedLufs} LUFS, true peak ${voice.measured.truePeakDbtp} dBTP; ` +
      `take ${take.integratedLufs} LUFS (${(take.integratedLufs - voice.measured.integratedLufs).toFixed(1)} LU), true peak ${take.truePeakDbtp} dBTP, ` +
      `sample peak ${take.samplePeakDbfs.toFixed(2)} dBFS; ${probed.codec} ${probed.sampleRate} Hz, ${probed.channels} channel(s) measured as one, ` +
      `${kbpsPerChannel.toFixed(0)} kbps a channel over ${seconds.toFixed(1)} s`,
  )
  expect(Math.abs(take.integratedLufs - voice.measured.integratedLufs)).toBeLessThanOrEqual(1.5)
  expect(take.samplePeakDbfs).toBeLessThan(-0.1)
  // The device's figure reaches the server with the take's trim, for every member's title of it: the
  // file's own loudness by ffmpeg's meter, within 1 LU.
  const serverLufs = async () =>
    (await apiAsMember<Session>(page, 'GET', `/api/sessions/${sessionId}`)).json.takes[0]?.lufs ?? null
  await expect.poll(serverLufs, { timeout: 20_000 }).not.toBeNull()
  console.log(`Take loudness: measured on the device ${await serverLufs()} LUFS, by ffmpeg ${take.integratedLufs}`)
  expect(Math.abs((await serverLufs())! - take.integratedLufs)).toBeLessThanOrEqual(1)
  // And its waveform, drawn small on the take's row (here, and on every member's device from the server).
  const serverPeaks = (await apiAsMember<Session>(page, 'GET', `/api/sessions/${sessionId}`)).json.takes[0]?.peaks
  expect(serverPeaks).toHaveLength(64)
  expect(Math.max(...serverPeaks!)).toBeGreaterThan(10)
  const thumbnail = studioLine(page, lines[0][1]).locator('[data-waveform] canvas')
  await expect(thumbnail).toBeVisible()
  const drawnPixels = await thumbnail.evaluate((canvas: HTMLCanvasElement) => {
    const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height)
    let drawn = 0
    for (let alpha = 3; alpha < data.length; alpha += 4) if (data[alpha]! > 0) drawn++
    return drawn
  })
  expect(drawnPixels).toBeGreaterThan(50)
  expect(probed.sampleRate).toBe(48_000)
  // Opus is asked for 160 kbps a channel; a variable rate over 6 s of voice and pauses averages near it.
  expect(kbpsPerChannel).toBeGreaterThanOrEqual(150)
})

/** The voice after `seconds` of silence, as a member who presses Record and then takes a breath. */
async function voiceAfterSilence(seconds: number): Promise<string> {
  const voice = await makeVoiceFile(voiceFolder, { targetLufs: -23 })
  const file = path.join(voiceFolder, `voice-after-${seconds}s.wav`)
  await promisify(execFile)('sox', [voice.file, file, 'pad', String(seconds), '0'])
  return file
}

/** The file's first sample of speech from `fromSeconds` on (the first at or above -40 dBFS; the room
 *  tone is near -70), in ms from the file's start. */
async function speechOnsetMs(file: string, fromSeconds = 0): Promise<number> {
  const raw = `${file}.f32`
  await runFfmpeg(['-i', file, '-ac', '1', '-ar', '48000', '-f', 'f32le', raw])
  const bytes = await readFile(raw)
  const samples = new Float32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4)
  const from = Math.round(fromSeconds * 48_000)
  const first = samples.findIndex((sample, index) => index >= from && Math.abs(sample) >= 10 ** (-40 / 20))
  if (first < 0) throw new Error('the file has no speech')
  return (first / 48_000) * 1000
}

/** Prepares the mixdown at the "Audition / master" preset (the voices alone) and saves it as `file`. */
async function masterMixdown(page: Page, playback: Locator, file: string): Promise<void> {
  await playback.getByRole('button', { name: 'Prepare file' }).click()
  const downloading = page.waitForEvent('download')
  await playback.getByRole('button', { name: 'Save file' }).click({ timeout: 60_000 })
  await (await downloading).saveAs(file)
}

test('the silence before the line is trimmed without touching the take: the server keeps the span from just before the speech', async () => {
  const { page, sessionId } = await studioWithVoice(await voiceAfterSilence(1.5), 'Breath first')
  await recordFor(page, 4)
  await expect(studioLine(page, lines[0][1])).toContainText('Uploaded')
  const trimmed = async () =>
    (await apiAsMember<Session>(page, 'GET', `/api/sessions/${sessionId}`)).json.takes[0]?.trim ?? null
  await expect.poll(trimmed, { timeout: 20_000 }).not.toBeNull()
  const trim = (await trimmed())!
  const takeFile = path.join(voiceFolder, `take-trimmed-${sessionId}.webm`)
  await downloadTake(page, sessionId, takeFile)
  const onsetMs = await speechOnsetMs(takeFile)
  const seconds = await decodedSeconds(takeFile)
  console.log(
    `Trim of a recorded take: speech from ${onsetMs.toFixed(0)} ms in the take; the trim keeps ${trim.startMs}–${trim.endMs} ms of ${(seconds * 1000).toFixed(0)}`,
  )
  expect(trim.startMs).toBeGreaterThanOrEqual(onsetMs - 200)
  expect(trim.startMs).toBeLessThanOrEqual(onsetMs - 50)
  expect(trim.endMs).toBeLessThanOrEqual(Math.ceil(seconds * 1000) + 1)
})

test('the mixdown plays the trimmed takes: each line from just before its speech, the next after the set pause, the file no longer', async () => {
  const { page, sessionId } = await studioWithVoice(await voiceAfterSilence(1.5), 'Trimmed scene')
  await recordBothLines(page, 3)
  const trims = async () =>
    (await apiAsMember<Session>(page, 'GET', `/api/sessions/${sessionId}`)).json.takes.map((take) => take.trim)
  await expect.poll(async () => (await trims()).filter((trim) => trim !== null).length, { timeout: 20_000 }).toBe(2)
  const [first, second] = (await trims()) as Array<{ startMs: number; endMs: number }>

  const playback = page.getByRole('group', { name: 'Playback of Trimmed scene' })
  await playback.getByRole('button', { name: 'Download mixdown' }).click()
  await playback.getByRole('radio', { name: 'Audition / master' }).check()
  const file = path.join(voiceFolder, `trimmed-${sessionId}.wav`)
  await masterMixdown(page, playback, file)

  const seconds = await decodedSeconds(file)
  const kept = (trim: { startMs: number; endMs: number }) => (trim.endMs - trim.startMs) / 1000
  // The session's timing (session-schedule.ts): 1 s lead-in, the lines 0.4 s apart, 1.5 s tail, 1 s fade.
  const expected = 1 + kept(first!) + 0.4 + kept(second!) + 1.5 + 1
  const firstSpeech = (await speechOnsetMs(file)) / 1000
  console.log(
    `Mixdown of trimmed takes: ${seconds.toFixed(3)} s (expected ${expected.toFixed(3)} s), first speech at ${firstSpeech.toFixed(3)} s (expected 1.150 s)`,
  )
  expect(Math.abs(seconds - expected)).toBeLessThanOrEqual(0.02)
  expect(Math.abs(firstSpeech - 1.15)).toBeLessThanOrEqual(0.02)

  // The member moves the first line's start 100 ms later by keyboard: the server keeps it, the
  // mixdown is 100 ms shorter, and the take's bytes on the server are the same.
  const takeFile = (when: string) => path.join(voiceFolder, `trimmed-take-${when}-${sessionId}.webm`)
  await downloadTake(page, sessionId, takeFile('before'))
  const firstLine = studioLine(page, lines[0][1])
  await firstLine.getByRole('button', { name: 'Trim' }).click()
  const start = firstLine.getByRole('slider', { name: 'Start of Take 1' })
  await expect(start).toHaveValue(String(first!.startMs))
  await expect(firstLine.getByText(/^Keeps \d+\.\d\d s to \d+\.\d\d s of \d+\.\d\d s$/)).toBeVisible()
  await start.focus()
  for (let step = 0; step < 10; step++) await page.keyboard.press('ArrowRight')
  await expect(start).toHaveValue(String(first!.startMs + 100))
  await expect.poll(async () => (await trims())[0]?.startMs, { timeout: 20_000 }).toBe(first!.startMs + 100)
  // The file made before the trim moved is no longer offered as the session's.
  await expect(playback.getByRole('button', { name: 'Save file' })).toHaveCount(0)

  const shorter = path.join(voiceFolder, `trimmed-again-${sessionId}.wav`)
  await masterMixdown(page, playback, shorter)
  const shorterSeconds = await decodedSeconds(shorter)
  console.log(`After moving the start 100 ms by keyboard: ${shorterSeconds.toFixed(3)} s (was ${seconds.toFixed(3)} s)`)
  expect(Math.abs(seconds - shorterSeconds - 0.1)).toBeLessThanOrEqual(0.02)
  await downloadTake(page, sessionId, takeFile('after'))
  const [before, after] = await Promise.all([readFile(takeFile('before')), readFile(takeFile('after'))])
  expect(createHash('sha256').update(after).digest('hex')).toBe(createHash('sha256').update(before).digest('hex'))

  // Natural timing: the owner sets the pause between lines, then gives the second line a beat of its
  // own; each time the second line's speech is where the pause puts it, within 20 ms.
  const secondTake = path.join(voiceFolder, `trimmed-second-take-${sessionId}.webm`)
  await downloadTake(page, sessionId, secondTake, 1)
  const [firstNow, secondNow] = (await trims()) as Array<{ startMs: number; endMs: number }>
  const speechIntoSecond = ((await speechOnsetMs(secondTake)) - secondNow!.startMs) / 1000
  const firstEnds = 1 + kept(firstNow!)
  const timing = page.getByRole('region', { name: 'Timing' })
  const placements: string[] = []
  const expectSecondLineAfter = async (pause: number, name: string) => {
    await expect(timing.getByRole('status')).toHaveText('The timing is saved. Play session to hear it.')
    const mixdown = path.join(voiceFolder, `timed-${name}-${sessionId}.wav`)
    await masterMixdown(page, playback, mixdown)
    const heard = (await speechOnsetMs(mixdown, firstEnds + 0.05)) / 1000
    const expectedAt = firstEnds + pause + speechIntoSecond
    placements.push(`${name} ${pause} s: line 2 at ${heard.toFixed(3)} s (expected ${expectedAt.toFixed(3)} s)`)
    expect(Math.abs(heard - expectedAt)).toBeLessThanOrEqual(0.02)
  }
  await timing.getByLabel('Pause between lines (seconds)').fill('1.2')
  await timing.getByRole('button', { name: 'Save timing' }).click()
  await expectSecondLineAfter(1.2, 'pause')
  await timing.getByRole('button', { name: 'Pauses line by line' }).click()
  await timing.getByLabel('Pause before line 2 (seconds)').fill('2')
  await timing.getByRole('button', { name: 'Save timing' }).click()
  await expectSecondLineAfter(2, 'beat')
  console.log(`Mixdown line placement: ${placements.join('; ')}`)
  expect((await apiAsMember<Session>(page, 'GET', `/api/sessions/${sessionId}`)).json.timing).toEqual({
    pauseMs: 1200,
    linePauses: {
      [(await apiAsMember<Session>(page, 'GET', `/api/sessions/${sessionId}`)).json.script.lines[1]!.id]: 2000,
    },
  })
})

test('two takes of a line are compared: numbered with their time and loudness, switched at the same point within 50 ms', async () => {
  const voice = await makeVoiceFile(voiceFolder, { targetLufs: -23 })
  const { page } = await studioWithVoice(voice.file, 'Compared takes')
  const line = studioLine(page, lines[0][1])
  await recordFor(page, 3)
  // The current line moves on once the take is saved; then the member goes back to it.
  await expect(studioLine(page, lines[1][1])).toHaveAttribute('aria-current', 'true')
  await line.getByRole('button').first().click()
  await expect(line).toHaveAttribute('aria-current', 'true')
  await recordFor(page, 3)
  await expect(line.getByText(/^Take 2 · \d{1,2}:\d{2} · -2\d LUFS$/)).toBeVisible({ timeout: 30_000 })
  await expect(line.getByText(/^Take 1 · \d{1,2}:\d{2} · -2\d LUFS$/)).toBeVisible()
  // The newest take counts once the server has it.
  await expect(line.locator('[data-take-id]').filter({ hasText: /^Take 2/ })).toContainText('Chosen', {
    timeout: 30_000,
  })

  await line.getByRole('button', { name: 'Compare', exact: true }).click()
  const bar = line.getByRole('group', { name: 'Comparing Take 2 and Take 1' })
  await expect(bar.getByText('Hearing Take 2')).toBeVisible()
  await bar.getByRole('button', { name: 'Switch to Take 1' }).click()
  await expect(bar.getByText('Hearing Take 1')).toBeVisible()
  await bar.getByRole('button', { name: 'Switch to Take 2' }).press('Enter')
  await expect(bar.getByText('Hearing Take 2')).toBeVisible()
  const switched = await bar.getByText(/^Switched in \d+ ms$/).textContent()
  console.log(
    `Compare: ${switched} (the press to the swap scheduled, one render quantum and the output latency Chromium reports)`,
  )
  expect(Number(/\d+/.exec(switched ?? '')?.[0])).toBeLessThanOrEqual(50)
  await bar.getByRole('button', { name: 'Stop comparing' }).click()
  await expect(line.getByRole('button', { name: 'Compare', exact: true })).toBeVisible()
})

test('a microphone driven into full scale shows the clip warning; the clean-up setting turns the browser processing on', async () => {
  const voice = await makeVoiceFile(voiceFolder, { clipping: true })
  const { page } = await studioWithVoice(voice.file, 'Too loud')
  await page.getByRole('button', { name: 'Record', exact: true }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'Too loud: move back from the microphone or turn its gain down' }),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Stop', exact: true }).click()
  await expect(studioLine(page, lines[0][1])).toContainText(/Saved on this device|Uploading|Uploaded/)

  await page.getByRole('checkbox', { name: 'Clean up for a noisy room or no headphones' }).check()
  await recordFor(page, 1)
  await expect(page.getByText('Last take: echo cancellation on, noise suppression on, auto gain on')).toBeVisible()
  // The choice is this device's: it holds after a reload.
  await page.reload()
  await expect(page.getByRole('checkbox', { name: 'Clean up for a noisy room or no headphones' })).toBeChecked()
})

test('the Podcast mixdown is at -16 LUFS with its true peak under -1 dBTP, and players read its exact length', async () => {
  const voice = await makeVoiceFile(voiceFolder, { targetLufs: -23 })
  const { page } = await studioWithVoice(voice.file, 'Harbour podcast')
  await recordBothLines(page, 3)
  const playback = page.getByRole('group', { name: 'Playback of Harbour podcast' })
  await playback.getByRole('button', { name: 'Download mixdown' }).click()
  await expect(playback.getByRole('radio', { name: 'Podcast' })).toBeChecked()
  await expect(playback.getByRole('checkbox', { name: 'Music under the voices' })).toBeChecked()
  await playback.getByRole('button', { name: 'Prepare file' }).click()
  const preflight = playback.getByRole('region', { name: 'Preflight' })
  await expect(preflight).toContainText('Preflight for Podcast: ready to publish', { timeout: 60_000 })
  await expect(preflight).toContainText(/Pass: Loudness -17 to -15 LUFS, measured -1[56]\.\d LUFS/)
  const downloading = page.waitForEvent('download')
  await playback.getByRole('button', { name: 'Save file' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe('Harbour podcast.mp3')
  const file = path.join(voiceFolder, 'harbour-podcast.mp3')
  await download.saveAs(file)

  const [measured, probed, seconds] = await Promise.all([measureAudio(file), probeAudio(file), decodedSeconds(file)])
  console.log(`Podcast mixdown, the page's preflight: ${await preflight.textContent()}`)
  console.log(
    `Podcast mixdown (ffmpeg): ${measured.integratedLufs} LUFS, true peak ${measured.truePeakDbtp} dBTP, LRA ${measured.loudnessRangeLu} LU; ` +
      `${probed.codec} ${probed.bitRate / 1000} kbps ${probed.sampleRate} Hz; ffprobe ${probed.durationSeconds.toFixed(3)} s, decoded ${seconds.toFixed(3)} s`,
  )
  expect(Math.abs(measured.integratedLufs + 16)).toBeLessThanOrEqual(0.5)
  expect(measured.truePeakDbtp).toBeLessThanOrEqual(-1)
  expect(probed).toMatchObject({ codec: 'mp3', sampleRate: 44_100, channels: 1, bitRate: 128_000 })
  expect(Math.abs(probed.durationSeconds - seconds)).toBeLessThanOrEqual(0.1)
})

test('an episode published from a session is the Podcast file of the trimmed takes at the session’s pause: -16 LUFS, true peak under -1 dBTP, and the feed states its length', async () => {
  test.setTimeout(180_000)
  const title = `Lamp episode ${Date.now() % 100000}`
  // Each take starts with a breath of silence, which the trim leaves out.
  const { page, sessionId } = await studioWithVoice(await voiceAfterSilence(1.5), title)
  await waitForServiceWorker(page)
  await recordBothLines(page, 4)
  const serverTakes = async () => (await apiAsMember<Session>(page, 'GET', `/api/sessions/${sessionId}`)).json.takes
  await expect
    .poll(async () => (await serverTakes()).filter((take) => take.trim !== null).length, { timeout: 20_000 })
    .toBe(2)
  const timing = page.getByRole('region', { name: 'Timing' })
  await timing.getByLabel('Pause between lines (seconds)').fill('1.5')
  await timing.getByRole('button', { name: 'Save timing' }).click()
  await expect(timing.getByRole('status')).toHaveText('The timing is saved. Play session to hear it.')
  const [firstTake, secondTake] = await serverTakes()
  const kept = ({ trim, durationMs }: Take) => (trim ? trim.endMs - trim.startMs : durationMs) / 1000
  // The session's schedule (session-schedule.ts): 1 s lead-in, the set pause, 1.5 s tail, 1 s fade.
  const expectedSeconds = 1 + kept(firstTake!) + 1.5 + kept(secondTake!) + 1.5 + 1
  const wholeTakesSeconds = 1 + firstTake!.durationMs / 1000 + 1.5 + secondTake!.durationMs / 1000 + 1.5 + 1
  // The trims leave out more than the check's tolerance, as the set pause (1.1 s over the default) does.
  expect(wholeTakesSeconds - expectedSeconds).toBeGreaterThan(0.3)
  await markFinished(page)

  await newChannelOnPodcastSite(page, `${title} channel`)
  const feedUrl = await page.getByLabel('Feed address').inputValue()
  await page.getByRole('link', { name: 'Publish an episode' }).click()
  await page.getByLabel(new RegExp(`^${title}`)).check()
  await expect(page.getByLabel('Title')).toHaveValue(title)
  await page.getByRole('button', { name: 'Publish episode' }).click()
  await expect(page).toHaveURL(new RegExp(`^${podcastURL}/podcast-ep/[A-Za-z0-9_-]+$`), { timeout: 90_000 })
  expect(sessionId).toBeTruthy()

  const linkId = new URL(page.url()).pathname.split('/').pop() ?? ''
  const episode = (
    await apiAsMember<{ audioUrl: string; durationMs: number; size: number }>(page, 'GET', `/api/episodes/${linkId}`)
  ).json
  const file = path.join(voiceFolder, `episode-${linkId}.mp3`)
  await fetchFile(page, episode.audioUrl, file)
  const [measured, probed, seconds] = await Promise.all([measureAudio(file), probeAudio(file), decodedSeconds(file)])
  // From the page: podcast.localhost resolves in the browser, not in Node.
  const feed = await page.evaluate(async (url) => (await fetch(url)).text(), feedUrl)
  const enclosureLength = Number(/<enclosure[^>]*length="(\d+)"/.exec(feed)?.[1])
  const feedDuration = Number(/<itunes:duration>(\d+)<\/itunes:duration>/.exec(feed)?.[1])
  console.log(
    `Episode from a session (ffmpeg): ${measured.integratedLufs} LUFS, true peak ${measured.truePeakDbtp} dBTP, LRA ${measured.loudnessRangeLu} LU; ` +
      `${probed.bitRate / 1000} kbps; ffprobe ${probed.durationSeconds.toFixed(3)} s, decoded ${seconds.toFixed(3)} s; feed ${feedDuration} s, enclosure ${enclosureLength} bytes`,
  )
  console.log(
    `Episode length: ${seconds.toFixed(3)} s; from the trimmed takes at a 1.5 s pause ${expectedSeconds.toFixed(3)} s (the whole takes would be ${wholeTakesSeconds.toFixed(3)} s)`,
  )
  expect(Math.abs(seconds - expectedSeconds)).toBeLessThanOrEqual(0.1)
  expect(Math.abs(measured.integratedLufs + 16)).toBeLessThanOrEqual(0.5)
  expect(measured.truePeakDbtp).toBeLessThanOrEqual(-1)
  expect(probed).toMatchObject({ codec: 'mp3', sampleRate: 44_100, bitRate: 128_000 })
  expect(Math.abs(probed.durationSeconds - seconds)).toBeLessThanOrEqual(0.1)
  expect(enclosureLength).toBe((await readFile(file)).length)
  // The server reads the file's length (whole frames: within 0.1 s of what plays); the feed states it in whole seconds.
  expect(Math.abs(episode.durationMs / 1000 - seconds)).toBeLessThanOrEqual(0.1)
  expect(feedDuration).toBe(Math.round(episode.durationMs / 1000))
})

test('an episode file under the podcast target is measured when chosen, normalised on the device on request, and published at -16 LUFS', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const voice = await makeVoiceFile(voiceFolder, { targetLufs: -23 })
  // As a member would bring it: an MP3 (sent as it is unless normalised), at -23 LUFS.
  const quietMp3 = path.join(voiceFolder, 'quiet-episode.mp3')
  await runFfmpeg(['-i', voice.file, '-codec:a', 'libmp3lame', '-b:a', '160k', quietMp3])
  const chosen = await measureAudio(quietMp3)

  await registerNewMember(page)
  await newChannelOnPodcastSite(page, `Quiet file ${Date.now() % 100000}`)
  await page.getByRole('link', { name: 'Publish an episode' }).click()
  await page.getByLabel('From an audio file').check()
  await page.getByLabel('Audio file', { exact: true }).setInputFiles(quietMp3)

  const check = page.getByRole('region', { name: 'Loudness check' })
  await expect(check).toContainText('outside the target', { timeout: 30_000 })
  const measuredHere = Number(
    /Loudness -17 to -15 LUFS, measured (-?\d+\.\d) LUFS/.exec((await check.textContent()) ?? '')?.[1],
  )
  console.log(
    `Uploaded episode file: ffmpeg ${chosen.integratedLufs} LUFS, true peak ${chosen.truePeakDbtp} dBTP; the page measured ${measuredHere} LUFS`,
  )
  expect(Math.abs(measuredHere - chosen.integratedLufs)).toBeLessThanOrEqual(0.3)
  await expect(check.getByRole('listitem').filter({ hasText: 'Loudness -17 to -15 LUFS' })).toContainText('✗ Fail')

  await check.getByRole('button', { name: 'Normalise to -16 LUFS' }).click()
  await expect(check).toContainText('this new MP3 is the one published', { timeout: 60_000 })
  for (const item of await check.getByRole('listitem').all()) await expect(item).toContainText('✓ Pass')
  await page.getByRole('button', { name: 'Publish episode' }).click()
  await expect(page).toHaveURL(new RegExp(`^${podcastURL}/podcast-ep/[A-Za-z0-9_-]+$`), { timeout: 60_000 })

  const linkId = new URL(page.url()).pathname.split('/').pop() ?? ''
  const episode = (await apiAsMember<{ audioUrl: string }>(page, 'GET', `/api/episodes/${linkId}`)).json
  const file = path.join(voiceFolder, `normalised-${linkId}.mp3`)
  await fetchFile(page, episode.audioUrl, file)
  const [measured, probed, seconds] = await Promise.all([measureAudio(file), probeAudio(file), decodedSeconds(file)])
  console.log(
    `Normalised episode (ffmpeg): ${measured.integratedLufs} LUFS, true peak ${measured.truePeakDbtp} dBTP; ${probed.bitRate / 1000} kbps; ffprobe ${probed.durationSeconds.toFixed(3)} s, decoded ${seconds.toFixed(3)} s`,
  )
  expect(Math.abs(measured.integratedLufs + 16)).toBeLessThanOrEqual(0.5)
  expect(measured.truePeakDbtp).toBeLessThanOrEqual(-1)
  expect(probed).toMatchObject({ codec: 'mp3', sampleRate: 44_100, channels: 1, bitRate: 128_000 })
  expect(Math.abs(probed.durationSeconds - seconds)).toBeLessThanOrEqual(0.1)
})

/** A room with a fan: `roomSeconds` of pink noise alone, then the voice with the same noise under it. */
async function voiceInNoisyRoom(roomSeconds: number): Promise<{ file: string; roomRmsDbfs: number }> {
  const voice = await makeVoiceFile(voiceFolder, { targetLufs: -23 })
  const [noise, voiceOverNoise, file] = ['fan', 'voice-over-fan', 'voice-in-noisy-room'].map((name) =>
    path.join(voiceFolder, `${name}.wav`),
  ) as [string, string, string]
  const sox = (...args: string[]) => promisify(execFile)('sox', args)
  await sox('-n', '-r', '48000', '-c', '1', '-b', '16', noise, 'synth', '30', 'pinknoise', 'vol', '0.01')
  await sox('-m', voice.file, noise, voiceOverNoise, 'trim', '0', String(await decodedSeconds(voice.file)))
  await sox(noise, file.replace('.wav', '.room.wav'), 'trim', '0', String(roomSeconds))
  await sox(file.replace('.wav', '.room.wav'), voiceOverNoise, file)
  // The room as ACX reads it: RMS, from half a second in (the check leaves the microphone's opening out).
  const { stderr } = await promisify(execFile)('ffmpeg', [
    ...['-hide_banner', '-ss', '0.5', '-t', String(roomSeconds - 0.5), '-i', file],
    ...['-af', 'astats=measure_overall=RMS_level:measure_perchannel=none', '-f', 'null', '-'],
  ])
  const rms = /RMS level dB: (-?\d+(?:\.\d+)?)/.exec(stderr)
  if (!rms) throw new Error(`ffmpeg gave no RMS level: ${stderr.slice(-400)}`)
  return { file, roomRmsDbfs: Number(rms[1]) }
}

test('the mic check before the first take reports the room’s noise floor within 3 dB, its tip, and is kept for the microphone', async () => {
  const room = await voiceInNoisyRoom(5.3)
  const { page } = await studioWithVoice(room.file, 'Checked room')
  await expect(
    page.getByText('Check your microphone before your first take: five seconds of quiet, then read your first line.'),
  ).toBeVisible()
  const check = page.getByRole('region', { name: 'Mic check' })
  await check.getByRole('button', { name: 'Start mic check' }).click()
  await expect(check.getByText(/^Stay quiet: listening to your room… [1-5] s$/)).toBeVisible()
  await expect(check.getByText('Now read this line at performance level:')).toBeVisible({ timeout: 10_000 })
  await expect(check.getByText(lines[0][1], { exact: true })).toBeVisible()
  await check.getByRole('button', { name: 'Done reading' }).click({ timeout: 10_000 })

  const tip =
    'A fan, fridge or other steady sound is audible: switch it off or record somewhere quieter (ACX asks for -60 dB or lower).'
  await expect(check.getByText(tip)).toBeVisible({ timeout: 20_000 })
  const figure = async (name: string) =>
    (await check.locator('dt', { hasText: name }).locator('xpath=following-sibling::dd[1]').textContent()) ?? ''
  const floor = Number(/^(-?\d+\.\d) dBFS/.exec(await figure('Noise floor'))?.[1])
  console.log(
    `Mic check: noise floor ${floor} dBFS (the file's room ${room.roomRmsDbfs.toFixed(1)} dBFS RMS); speech peak ${await figure('Speech peak')}, loudness ${await figure('Speech loudness')}, clipping ${await figure('Clipping')}`,
  )
  expect(Math.abs(floor - room.roomRmsDbfs)).toBeLessThanOrEqual(3)
  expect(await figure('Speech peak')).toMatch(/^-\d+\.\d dBFS$/)
  expect(await figure('Speech loudness')).toMatch(/^-\d+\.\d LUFS$/)
  expect(await figure('Clipping')).toBe('none')

  // Kept for this device: the studio opens with one line of it, no offer.
  await page.reload()
  await expect(page.getByText(`Mic check: ${tip}`)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Start mic check' })).toHaveCount(0)
  // Another microphone: offered again.
  await page.getByRole('combobox', { name: 'Microphone' }).selectOption({ index: 2 })
  await expect(
    page.getByText('Your microphone changed since its last check. Check it before you record.'),
  ).toBeVisible()
  await expect(page.getByRole('region', { name: 'Mic check' }).getByText(tip)).toBeVisible()

  // From the profile at any time, with the result this device keeps.
  await page.goto('/scripts')
  await page.getByRole('button', { name: /^Profile/ }).click()
  const profile = page.getByRole('dialog', { name: 'Profile' }).getByRole('region', { name: 'Mic check' })
  await expect(profile.getByText(tip)).toBeVisible()
  await expect(profile.getByRole('button', { name: 'Check again' })).toBeVisible()
})

test('with the cue on, the first line counts in 3, 2, 1 and the next plays the line before, then records by itself; pressed again, the cue stops and nothing is recorded; a cue that cannot be had records without it', async () => {
  const voice = await makeVoiceFile(voiceFolder, { targetLufs: -23 })
  const { page, sessionId } = await studioWithVoice(voice.file, 'Cued scene')
  await page
    .getByRole('combobox', { name: 'Before each take' })
    .selectOption({ label: 'Play the line before, then record' })
  await page.getByLabel('Pre-roll (seconds)').fill('2')
  const bar = page.getByRole('button', { name: 'Stop', exact: true })

  // No line before: a count-in, then the take starts by itself.
  await page.getByRole('button', { name: 'Record', exact: true }).click()
  // Seen and spoken: in a polite live region (role status), which a screen reader reads as it changes.
  for (const count of [3, 2, 1])
    await expect(page.getByRole('status').getByText(`Recording in ${count}…`, { exact: true })).toBeVisible()
  await expect(bar).toBeVisible()
  await expect.poll(() => countRecordingChunks(page), { timeout: 30_000 }).toBeGreaterThanOrEqual(2)
  await bar.click()
  await expect(studioLine(page, lines[0][1])).toContainText('Uploaded', { timeout: 30_000 })

  // The next line: the cue is the take just recorded; the recording starts as it ends.
  await expect(studioLine(page, lines[1][1])).toHaveAttribute('aria-current', 'true')
  await page.getByRole('button', { name: 'Record', exact: true }).click()
  const cue = page.getByText(`Cue: ANNA: ${lines[0][1]}`, { exact: true })
  await expect(cue).toBeVisible()
  await expect(page.getByRole('button', { name: 'Stop cue' })).toBeVisible()
  await expect(bar).toBeVisible({ timeout: 30_000 })
  await expect(cue).toHaveCount(0)
  const afterCue = await countRecordingChunks(page)
  await expect.poll(() => countRecordingChunks(page), { timeout: 30_000 }).toBeGreaterThanOrEqual(afterCue + 2)
  await bar.click()
  await expect(studioLine(page, lines[1][1])).toContainText('Uploaded', { timeout: 30_000 })

  // Recorded through the cue: the take keeps where the cue ended, and what plays starts after it.
  const cuedTake = async () => {
    const { takes, script } = (await apiAsMember<Session>(page, 'GET', `/api/sessions/${sessionId}`)).json
    return takes.find((take) => take.lineId === script.lines[1]!.id)
  }
  await expect.poll(async () => (await cuedTake())?.trim ?? null, { timeout: 30_000 }).not.toBeNull()
  const through = (await cuedTake())!
  expect(through.cueEndMs).toBeGreaterThan(0)
  expect(through.cueEndMs!).toBeLessThan(through.durationMs)
  expect(through.trim!.startMs).toBeGreaterThanOrEqual(through.cueEndMs!)
  // The take starts as Record is pressed and the cue plays into it: the cue ends in the take after the
  // cue's own length (the first take's kept span), plus the decoding, the scheduling lead and the
  // output's latency, well under a second more.
  const cueLengthMs = await (async () => {
    const { takes, script } = (await apiAsMember<Session>(page, 'GET', `/api/sessions/${sessionId}`)).json
    const trim = takes.find((take) => take.lineId === script.lines[0]!.id)!.trim!
    return trim.endMs - trim.startMs
  })()
  console.log(`Cue of ${cueLengthMs} ms ended ${through.cueEndMs} ms into the take recorded through it`)
  expect(through.cueEndMs!).toBeGreaterThanOrEqual(cueLengthMs)
  expect(through.cueEndMs!).toBeLessThanOrEqual(cueLengthMs + 1000)

  // Placed where the member spoke: the mixdown keeps the member's own pause after the cue (its length
  // says so); with a pause the owner set for the line, the line's speech is where that pause puts it.
  const { takes: both, script } = (await apiAsMember<Session>(page, 'GET', `/api/sessions/${sessionId}`)).json
  const firstTrim = both.find((take) => take.lineId === script.lines[0]!.id)!.trim!
  expect(firstTrim).not.toBeNull()
  const kept = (trim: { startMs: number; endMs: number }) => (trim.endMs - trim.startMs) / 1000
  const memberPause = (through.trim!.startMs - through.cueEndMs!) / 1000
  const playback = page.getByRole('group', { name: 'Playback of Cued scene' })
  await playback.getByRole('button', { name: 'Download mixdown' }).click()
  await playback.getByRole('radio', { name: 'Audition / master' }).check()
  const asSpoken = path.join(voiceFolder, `cued-as-spoken-${sessionId}.wav`)
  await masterMixdown(page, playback, asSpoken)
  const expectedSeconds = 1 + kept(firstTrim) + memberPause + kept(through.trim!) + 1.5 + 1
  const seconds = await decodedSeconds(asSpoken)
  expect(Math.abs(seconds - expectedSeconds)).toBeLessThanOrEqual(0.02)

  const takeFile = path.join(voiceFolder, `cued-take-${sessionId}.webm`)
  await downloadTake(page, sessionId, takeFile, 1)
  const speechIntoTake = ((await speechOnsetMs(takeFile, through.trim!.startMs / 1000)) - through.trim!.startMs) / 1000
  const timing = page.getByRole('region', { name: 'Timing' })
  await timing.getByRole('button', { name: 'Pauses line by line' }).click()
  await timing.getByLabel('Pause before line 2 (seconds)').fill('1.2')
  await timing.getByRole('button', { name: 'Save timing' }).click()
  await expect(timing.getByRole('status')).toHaveText('The timing is saved. Play session to hear it.')
  const withPause = path.join(voiceFolder, `cued-with-pause-${sessionId}.wav`)
  await masterMixdown(page, playback, withPause)
  const firstEnds = 1 + kept(firstTrim)
  const heard = (await speechOnsetMs(withPause, firstEnds + 0.05)) / 1000
  const expectedAt = firstEnds + 1.2 + speechIntoTake
  console.log(
    `Cued take: cue end ${through.cueEndMs} ms, member's pause ${memberPause.toFixed(3)} s, mixdown ${seconds.toFixed(3)} s (expected ${expectedSeconds.toFixed(3)} s); ` +
      `with a 1.2 s pause line 2 heard at ${heard.toFixed(3)} s (expected ${expectedAt.toFixed(3)} s)`,
  )
  expect(Math.abs(heard - expectedAt)).toBeLessThanOrEqual(0.02)

  // The device's latency: what the browser reports, and a loopback the fake microphone cannot hear.
  const latency = page.getByText(/^Latency: \d+ ms, as this browser reports it\.$/)
  await expect(latency).toBeVisible()
  console.log(`Cue latency (Chromium, reported): ${await latency.textContent()}`)
  await page.getByRole('button', { name: 'Measure latency' }).click()
  await expect(page.getByText(/^The microphone did not hear the clicks/)).toBeVisible({ timeout: 15_000 })
  await expect(latency).toBeVisible()

  // Stopped while it plays: nothing recorded.
  await studioLine(page, lines[1][1]).click()
  const takesBefore = (await apiAsMember<Session>(page, 'GET', `/api/sessions/${sessionId}`)).json.takes.length
  await page.getByRole('button', { name: 'Record again', exact: true }).click()
  await expect(cue).toBeVisible()
  await page.getByRole('button', { name: 'Stop cue' }).click()
  await expect(page.getByRole('button', { name: 'Record again', exact: true })).toBeVisible()
  await expect(cue).toHaveCount(0)
  expect((await apiAsMember<Session>(page, 'GET', `/api/sessions/${sessionId}`)).json.takes).toHaveLength(takesBefore)

  // The partner's take cannot be had (not on this device, and the server unreachable for it): the
  // take records without the cue, and says so.
  await page.evaluate(() => caches.delete('take-audio'))
  await page.context().route('**/api/takes/*/audio', (route) => route.abort('internetdisconnected'))
  await page.getByRole('button', { name: 'Record again', exact: true }).click()
  await expect(page.getByText(/^The cue could not be played \(.+\); recording without it\.$/)).toBeVisible()
  await expect(bar).toBeVisible()
  await bar.click()
  await expect
    .poll(async () => (await apiAsMember<Session>(page, 'GET', `/api/sessions/${sessionId}`)).json.takes.length, {
      timeout: 30_000,
    })
    .toBe(takesBefore + 1)
})

test('the pre-roll plays that much of the scene before the cue: with 2 s of it, the cue ends 2 s later in the take than with none', async () => {
  const scene = [
    ['ANNA', 'Every night the lamp must burn.'],
    ['BEN', 'For the ships that pass in the dark.'],
    ['ANNA', 'And who keeps the keeper?'],
  ] as const
  const { page, sessionId } = await studioWithVoice(
    (await makeVoiceFile(voiceFolder, { targetLufs: -23 })).file,
    'Pre-rolled scene',
    scene,
  )
  await recordFor(page, 3)
  await expect(studioLine(page, scene[1][1])).toHaveAttribute('aria-current', 'true')
  await recordFor(page, 3)
  for (const [, text] of scene.slice(0, 2))
    await expect(studioLine(page, text)).toContainText('Uploaded', { timeout: 30_000 })
  await page
    .getByRole('combobox', { name: 'Before each take' })
    .selectOption({ label: 'Play the line before, then record' })
  const bar = page.getByRole('button', { name: 'Stop', exact: true })
  const lastLine = studioLine(page, scene[2][1])

  /** Records the last line through its cue with `preRoll` seconds of the scene before it. */
  const recordThroughCue = async (preRoll: string) => {
    await page.getByLabel('Pre-roll (seconds)').fill(preRoll)
    await lastLine.getByRole('button', { name: scene[2][1] }).click()
    await page.getByRole('button', { name: /^Record( again)?$/ }).click()
    await expect(page.getByText(`Cue: BEN: ${scene[1][1]}`, { exact: true })).toBeVisible()
    await expect(bar).toBeVisible({ timeout: 30_000 })
    const afterCue = await countRecordingChunks(page)
    await expect.poll(() => countRecordingChunks(page), { timeout: 30_000 }).toBeGreaterThanOrEqual(afterCue + 2)
    await bar.click()
  }
  await recordThroughCue('0')
  await recordThroughCue('2')
  const cueEnds = async () => {
    const { takes, script } = (await apiAsMember<Session>(page, 'GET', `/api/sessions/${sessionId}`)).json
    return takes
      .filter((take) => take.lineId === script.lines[2]!.id)
      .sort((a, b) => (a.recordedAt ?? a.createdAt).localeCompare(b.recordedAt ?? b.createdAt))
      .map((take) => take.cueEndMs)
  }
  await expect.poll(async () => (await cueEnds()).filter((end) => end !== null).length, { timeout: 30_000 }).toBe(2)
  const [withoutPreRoll, withPreRoll] = (await cueEnds()) as [number, number]
  console.log(`Pre-roll: the cue ended ${withoutPreRoll} ms into the take with none, ${withPreRoll} ms with 2 s`)
  // 2 s more of the scene, and the first line's take decoded besides (tens of milliseconds).
  expect(withPreRoll - withoutPreRoll).toBeGreaterThanOrEqual(1900)
  expect(withPreRoll - withoutPreRoll).toBeLessThanOrEqual(2500)
})
