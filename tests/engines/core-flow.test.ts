// The core flow in each browser engine (Chromium, Firefox ESR, WebKitGTK), with each engine's own
// fake microphone and recorder: register, log in (a second visit to the scripts revalidates its list to a 304), open a script, record two takes online, lose the
// network, record one more, reload without network, get it back, see all three uploaded once, play
// the session and download its mixdown. Then a session whose takes came from the three engines
// (Ogg, WebM, MP4) plays and mixes down in each. In Firefox, a take the previous version left
// refused (Ogg declared as WebM) is uploaded after start without the member doing anything.
import { rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decodedSeconds, measureAudio, probeAudio } from '../support/audio-measure'
import { fixtureNamed } from '../support/audio-fixtures'
import { startOwnServer, type OwnServer } from '../e2e/support/own-server'
import {
  engineNames,
  missingEngine,
  openEngine,
  waitUntil,
  type EngineName,
  type EnginePage,
} from './support/engine-page'
import {
  inputLevelShown,
  keepDownloads,
  keptWavDownloads,
  pageText,
  appStoreCount,
  takeLeadIns,
  serviceWorkerControls,
  storedCredentials,
  studioLines,
} from './support/in-page'
import {
  createScript,
  downloadTake,
  openSessionOf,
  sessionTakes,
  uploadTake,
  type ServerTake,
} from './support/member-api'
import { startNetworkSwitch, type NetworkSwitch } from './support/network-switch'
import { seedRefusedTake } from './support/seed-refused-take'

const password = 'secret-123'
const recordedContainer: Record<EngineName, string> = {
  chromium: 'audio/webm',
  firefox: 'audio/webm',
  webkit: 'audio/mp4',
}
const lines: Array<[string, string]> = [
  ['ANNA', 'The first line, online.'],
  ['BEN', 'The second line, online.'],
  ['ANNA', 'The third line, with no network.'],
]

let server: OwnServer
let network: NetworkSwitch

beforeAll(async () => {
  server = await startOwnServer({})
  network = await startNetworkSwitch(Number(new URL(server.url).port))
})
afterAll(async () => {
  await network?.close()
  await server?.close()
})

const onPath = (page: EnginePage, path: string) =>
  waitUntil(`the page ${path}`, () => page.evaluate((wanted: string) => location.pathname === wanted, path))
async function shows(page: EnginePage, text: string, timeoutMs?: number): Promise<void> {
  try {
    await waitUntil(`"${text}" on the page`, async () => (await page.evaluate(pageText)).includes(text), timeoutMs)
  } catch (error) {
    throw new Error(
      `${(error as Error).message}. The page ends:\n${(await page.evaluate(pageText).catch(() => '(nothing)')).slice(-800)}`,
    )
  }
}

async function lineStates(page: EnginePage): Promise<string[]> {
  return (await page.evaluate(studioLines)).map((line) => line.text)
}

async function recordCurrentLine(page: EnginePage): Promise<void> {
  const before = await page.evaluate(appStoreCount, 'recording-chunks')
  await page.click((await page.evaluate(pageText)).includes('Record again') ? 'Record again' : 'Record')
  await waitUntil('the input level meter', () => page.evaluate(inputLevelShown))
  // Two chunks: WebKit's first is the MP4 header alone, a take of it would hold no audio.
  await waitUntil(
    'two audio chunks in IndexedDB',
    async () => (await page.evaluate(appStoreCount, 'recording-chunks')) > before + 1,
  )
  await page.click('Stop')
  await waitUntil('the meter to go', async () => !(await page.evaluate(inputLevelShown)))
}

// Headless Firefox here has no sound server: its AudioContext never starts (resume() never settles),
// so live playback cannot be heard; the app must then say so instead of loading for ever.
const withoutSoundOutput: ReadonlySet<EngineName> = new Set(['firefox'])
const noSoundOutput = 'The session could not be played: This device has no sound output the browser can use.'

/** A take as this engine recorded it: the device's own rate (48 kHz or 44.1 kHz), at a bitrate set for
 *  voice masters (printed), no sample at full scale, and its loudness and peak measured on the device. */
async function expectStudioGradeTake(
  engine: EngineName,
  page: EnginePage,
  token: string,
  take: ServerTake,
): Promise<void> {
  const file = path.join(tmpdir(), `engine-take-${take.id}`)
  await downloadTake(server.url, token, take, file)
  try {
    const [probed, measured, seconds, bytes] = await Promise.all([
      probeAudio(file),
      measureAudio(file),
      decodedSeconds(file),
      stat(file).then((info) => info.size),
    ])
    const kbps = (bytes * 8) / seconds / 1000
    console.log(
      `${engine} take: ${probed.codec} ${probed.sampleRate} Hz, ${probed.channels} channel(s), ${kbps.toFixed(0)} kbps over ${seconds.toFixed(1)} s; ` +
        `${measured.integratedLufs} LUFS, true peak ${measured.truePeakDbtp} dBTP, sample peak ${measured.samplePeakDbfs} dBFS`,
    )
    expect([44_100, 48_000]).toContain(probed.sampleRate)
    // Chromium's own fake device beeps at full scale (its studio-audio spec records a voice of known
    // level instead); the other engines' fake sources sit below it, and the take must too.
    if (engine !== 'chromium') expect(measured.samplePeakDbfs).toBeLessThan(0)
    expect(await page.evaluate(pageText)).toMatch(/-?\d+\.\d LUFS, peak -?\d+\.\d dBFS/)
  } finally {
    await rm(file, { force: true })
  }
}

/** Plays the session until it is playing (every take decoded), stops it, downloads the mixdown. */
async function playAndMixDown(page: EnginePage, title: string, takeSeconds: number) {
  await page.click('Play session')
  const outcome = await waitUntil(
    '"Playing", or the message that there is no sound output',
    async () => {
      const text = await page.evaluate(pageText)
      return (text.includes('Playing') && 'playing') || (text.includes(noSoundOutput) && 'no sound output')
    },
    60_000,
  )
  if (outcome === 'no sound output') {
    expect(withoutSoundOutput.has(page.engine), `${page.engine} has no sound output`).toBe(true)
    console.info(
      `${page.engine}: live playback not heard here (no sound output; the app said so); the mixdown is checked`,
    )
  } else {
    await page.click('Stop')
  }
  expect(await page.evaluate(pageText)).not.toContain('cannot play these takes')
  await page.evaluate(keepDownloads)
  await page.click('Download mixdown')
  // The master preset: a 48 kHz WAV whose header the test reads (the MP3 presets are checked by ffmpeg in Chromium).
  await page.evaluate(() =>
    document.querySelector<HTMLInputElement>('input[name="mixdown-preset"][value="master"]')?.click(),
  )
  await page.click('Prepare file')
  await page.click('Save file')
  const [wav] = await waitUntil(
    'the mixdown download',
    async () => {
      const kept = await page.evaluate(keptWavDownloads)
      if (kept.length > 0) return kept
      const text = await page.evaluate(pageText)
      if (text.includes('The mixdown could not be made'))
        throw new Error(text.slice(text.indexOf('The mixdown could not be made')).split('\n')[0])
      return null
    },
    60_000,
  )
  expect(wav).toMatchObject({ name: `${title}.wav`, riff: 'RIFF/WAVE', sampleRate: 48_000, channels: 1 })
  expect(wav?.seconds).toBeGreaterThan(takeSeconds)
  expect(await page.evaluate(pageText)).not.toContain('cannot play these takes')
}

describe.each(engineNames)('in %s', (engine) => {
  const missing = missingEngine(engine)
  let page: EnginePage
  let email: string
  let token: () => Promise<string>

  beforeAll(async () => {
    if (missing) throw new Error(`This machine cannot run ${engine}: ${missing}`)
    page = await openEngine(engine)
    email = `${engine}-${Date.now()}@example.test`
    token = async () => (await page.evaluate(storedCredentials))?.token ?? ''
  }, 60_000)
  afterAll(async () => {
    await page?.close()
  })

  it('a new member registers, logs in, records online and offline, and every take reaches the server once; the session plays and mixes down', async () => {
    await page.goto(`${network.url}/register`)
    await page.typeInto('Email', email)
    await page.typeInto('Password', password)
    await page.click('Agree and Join')
    await onPath(page, '/scripts')
    const title = `Three lines in ${engine}`
    const script = await createScript(server.url, await token(), title, lines)
    await page.click('Menu')
    // A click while the menu still opens can miss the item (seen in WebKit): pressed until it works.
    await waitUntil(
      'the login page after Log Out',
      async () => {
        if (await page.evaluate(() => location.pathname === '/login')) return true
        await page.click('Log Out').catch(() => page.click('Menu'))
        return false
      },
      40_000,
    )
    await page.typeInto('User ID or Email', email)
    await page.typeInto('Password', password)
    await page.click('Log in')
    await onPath(page, '/scripts')
    await shows(page, title)
    // A read the app repeats is asked again with its ETag, and the unchanged list comes back as a 304.
    await waitUntil('the service worker to control the page', () => page.evaluate(serviceWorkerControls), 30_000)
    await page.goto(`${network.url}/scripts`)
    await shows(page, title)
    network.answers.length = 0
    await page.goto(`${network.url}/scripts`)
    await shows(page, title)
    await waitUntil('the list of scripts asked again with its ETag and answered 304', async () =>
      network.answers.some(
        (answer) => answer.request === 'GET /api/scripts' && answer.conditional && answer.status === 304,
      ),
    )
    await page.click(title)
    await onPath(page, `/scripts/edit/${script.id}`)
    await page.click('Record')
    const sessionId = await waitUntil('the studio', () =>
      page.evaluate(() => /^\/session\/([A-Za-z0-9_-]+)$/.exec(location.pathname)?.[1] ?? null),
    )
    await shows(page, lines[0]![1])
    await waitUntil('the service worker to control the page', () => page.evaluate(serviceWorkerControls), 30_000)

    await recordCurrentLine(page)
    await recordCurrentLine(page)
    await waitUntil(
      'two takes uploaded',
      async () => (await lineStates(page)).filter((line) => line.includes('Uploaded')).length === 2,
      30_000,
    )
    // Each take begins with the 300 ms before its press (issue 38), where the engine's Web Audio runs;
    // without it (Firefox here has no sound server) the take records the microphone itself.
    const leadIns = await page.evaluate(takeLeadIns)
    console.log(`${engine}: the takes' lead-in before the press: ${leadIns.join(', ')} ms`)
    expect(leadIns).toEqual(withoutSoundOutput.has(engine) ? [0, 0] : [300, 300])

    network.cut()
    await recordCurrentLine(page)
    await waitUntil('the third take saved on the device', async () =>
      (await lineStates(page))[2]?.includes('Saved on this device'),
    )
    await page.reload()
    await shows(page, title)
    await waitUntil('the third take still saved on the device after the reload', async () =>
      (await lineStates(page))[2]?.includes('Saved on this device'),
    )

    network.restore()
    await waitUntil(
      'all three takes uploaded',
      async () => (await lineStates(page)).every((line) => line.includes('Uploaded')),
      120_000,
    )
    const takes = await sessionTakes(server.url, await token(), sessionId)
    expect(takes.map((take) => take.lineId).sort()).toEqual(script.lines.map((line) => line.id).sort())
    expect(new Set(takes.map((take) => take.mime))).toEqual(new Set([recordedContainer[engine]]))
    expect(await page.evaluate(pageText)).not.toContain('not the audio its type says')
    await expectStudioGradeTake(engine, page, await token(), takes[0]!)

    await playAndMixDown(page, title, 2)
  }, 300_000)

  it('the cue’s latency: what the engine reports, and the loopback measurement where its microphone can hear the speaker (printed)', async () => {
    await page.evaluate(() => {
      const select = [...document.querySelectorAll('label')]
        .find((label) => label.textContent === 'Before each take')
        ?.parentElement?.querySelector('select')
      if (!select) throw new Error('no "Before each take" select')
      select.value = 'cue'
      select.dispatchEvent(new Event('change', { bubbles: true }))
    })
    const latency = () => page.evaluate(() => /Latency: \d+ ms, [^.]+\./.exec(document.body.innerText)?.[0] ?? null)
    const reported = await waitUntil('the latency line', latency)
    expect(reported).toMatch(/^Latency: \d+ ms, (as this browser reports it|measured on this device)\.$/)
    await page.click('Measure latency')
    const outcome = await waitUntil(
      'the loopback measurement to end',
      async () => {
        const text = await page.evaluate(pageText)
        if (text.includes('measured on this device')) return 'measured'
        return (
          /The microphone did not hear the clicks|The latency could not be measured: [^\n]+/.exec(text)?.[0] ?? null
        )
      },
      30_000,
    )
    console.log(`Cue latency (${engine}): ${reported}; loopback: ${outcome === 'measured' ? await latency() : outcome}`)
  }, 60_000)

  it('a session with an Ogg, a WebM and an MP4 take plays in order over its music and mixes down into one file', async () => {
    const title = `Three engines heard in ${engine}`
    const mixed = ['firefox.ogg', 'chromium.webm', 'webkit.mp4'].map(fixtureNamed)
    const script = await createScript(
      server.url,
      await token(),
      title,
      mixed.map((fixture, index) => [`VOICE${index}`, `Recorded as ${fixture.name}.`]),
    )
    const sessionId = await openSessionOf(server.url, await token(), script.id)
    for (const [index, fixture] of mixed.entries()) {
      await uploadTake(server.url, await token(), {
        sessionId,
        lineId: script.lines[index]!.id,
        mime: fixture.container,
        bytes: fixture.bytes,
      })
    }
    await page.goto(`${network.url}/session/${sessionId}`)
    await shows(page, 'Recorded as webkit.mp4.')
    await playAndMixDown(page, title, 3 * 1.4)
  }, 180_000)

  // Only Firefox ever recorded Ogg under a WebM label, so only Firefox can hold such a take.
  if (engine === 'firefox')
    it('a take the previous version left refused (Ogg declared as WebM) is uploaded once after start, and no type error is shown', async () => {
      const title = 'Left from the last version'
      const script = await createScript(server.url, await token(), title, [['ZOE', 'Recorded before the fix.']])
      const sessionId = await openSessionOf(server.url, await token(), script.id)
      const userId = (await page.evaluate(storedCredentials))?.user.id ?? ''
      await page.goto(`${network.url}/scripts`)
      await onPath(page, '/scripts')
      const ogg = fixtureNamed('firefox.ogg')
      await page.evaluate(seedRefusedTake, {
        sessionId,
        lineId: script.lines[0]!.id,
        userId,
        bytes: Array.from(ogg.bytes),
      })

      await page.goto(`${network.url}/session/${sessionId}`)
      await waitUntil('the seeded take uploaded', async () => (await lineStates(page))[0]?.includes('Uploaded'), 60_000)
      const takes = await sessionTakes(server.url, await token(), sessionId)
      expect(takes.map((take) => take.mime)).toEqual(['audio/ogg'])
      expect(await page.evaluate(pageText)).not.toContain('not the audio its type says')
    }, 120_000)
})
