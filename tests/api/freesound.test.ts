// Freesound over the real app and database, against a local stand-in speaking Freesound's API v2
// (tests/support/freesound-stand-in.ts): what is sent upstream, who may search, preview and import,
// bad input answered 400, Freesound's failures answered 502/503 with one message (never 500), and
// imports kept in the audio library with their licence and credit line.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { audioLibraryMessages, type LibraryAudio } from '#contract/audio-library'
import { freesoundLimits, freesoundMessages, type FreesoundSound } from '#contract/freesound'
import type { Page } from '#contract/pagination'
import { forbiddenMessage, signInRequiredMessage } from '#server/auth/guard'
import { freePort } from '../support/free-port'
import {
  defaultStandInSounds,
  startFreesoundStandIn,
  type FreesoundStandIn,
  type StandInSound,
} from '../support/freesound-stand-in'
import { bearer, makeSignedInUser, type UserFixture } from './support/factories'
import { buildTestApp, startTestApp, type TestApp } from './support/test-app'

type Member = UserFixture & { token: string }
interface SearchAnswer {
  count: number
  page: number
  hasMore: boolean
  results: FreesoundSound[]
}

let dataDir: string
let standIn: FreesoundStandIn
let t: TestApp
let unconfigured: FastifyInstance
let librarian: Member
let plain: Member

const notAudioSound = 105
const footsteps = 16
/** A sound no test searches for, so the proxy has to ask Freesound where its preview is. */
const unsearched = 300

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'freesound-'))
  const sounds = await defaultStandInSounds()
  const footstep = sounds[0]!.preview
  const more: StandInSound[] = [
    {
      id: notAudioSound,
      name: 'Readme',
      username: 'eve',
      duration: 1,
      licenceName: 'Creative Commons 0',
      tags: ['text'],
      preview: Buffer.from('Not audio at all, only words.\n'.repeat(40)),
    },
    {
      id: unsearched,
      name: 'Bell',
      username: 'gina',
      duration: 1,
      licenceName: 'Attribution',
      tags: ['bell'],
      preview: footstep,
    },
    ...Array.from({ length: footsteps }, (_, index) => ({
      id: 200 + index,
      name: `Footstep ${index + 1}`,
      username: 'frank',
      duration: 1,
      licenceName: 'Creative Commons 0' as const,
      tags: ['footstep'],
      preview: footstep,
    })),
  ]
  standIn = await startFreesoundStandIn({ sounds: [...sounds, ...more] })
  t = await startTestApp({ contentDir: null, dataDir, freesound: { token: standIn.token, apiUrl: standIn.apiUrl } })
  unconfigured = await buildTestApp(t.db, t.clock, { contentDir: null, dataDir })
  librarian = await makeSignedInUser(t.app, t.db, { privileges: ['audio_library'] })
  plain = await makeSignedInUser(t.app, t.db)
})
afterAll(async () => {
  await unconfigured.close()
  await t.close()
  await standIn.close()
  await rm(dataDir, { recursive: true, force: true })
})

const call = (app: FastifyInstance, method: 'GET' | 'POST', url: string, token: string | null, payload?: object) =>
  app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) })
const search = (query: string, token: string | null = librarian.token, app = t.app) =>
  call(app, 'GET', `/api/freesound/search?${query}`, token)
const importSound = (payload: object, token: string | null = librarian.token, app = t.app) =>
  call(app, 'POST', '/api/freesound/import', token, payload)

async function previewUrlOf(soundId: number, words: string): Promise<string> {
  const res = await search(`q=${encodeURIComponent(words)}`)
  const found = res.json<SearchAnswer>().results.find((sound) => sound.id === soundId)
  if (!found) throw new Error(`sound ${soundId} not found by "${words}"`)
  return found.previewUrl
}

describe('without FREESOUND_TOKEN', () => {
  it('says it is not configured, and answers searches, previews and imports 503 with the message', async () => {
    const status = await call(unconfigured, 'GET', '/api/freesound/status', plain.token)
    expect(status.statusCode).toBe(200)
    expect(status.json()).toEqual({ configured: false })
    for (const res of [
      await search('q=rain', librarian.token, unconfigured),
      await importSound({ soundId: 101, type: 'ambience' }, librarian.token, unconfigured),
      await call(unconfigured, 'GET', '/api/freesound/sounds/101/preview', librarian.token),
    ]) {
      expect(res.statusCode).toBe(503)
      expect(res.json()).toEqual({ message: freesoundMessages.notConfigured })
    }
  })

  it('says it is configured when FREESOUND_TOKEN is set', async () => {
    expect((await call(t.app, 'GET', '/api/freesound/status', plain.token)).json()).toEqual({ configured: true })
  })
})

describe('who may do what', () => {
  it('authorisation matrix: status for members, search and import with audio_library', async () => {
    expect((await call(t.app, 'GET', '/api/freesound/status', null)).statusCode).toBe(401)
    expect((await call(t.app, 'GET', '/api/freesound/status', plain.token)).statusCode).toBe(200)
    expect((await call(t.app, 'GET', '/api/freesound/status', librarian.token)).statusCode).toBe(200)

    const refusals = [
      [await search('q=rain', null), 401, signInRequiredMessage],
      [await search('q=rain', plain.token), 403, forbiddenMessage],
      [await importSound({ soundId: 104, type: 'sound_effect' }, null), 401, signInRequiredMessage],
      [await importSound({ soundId: 104, type: 'sound_effect' }, plain.token), 403, forbiddenMessage],
    ] as const
    for (const [res, status, message] of refusals) {
      expect(res.statusCode).toBe(status)
      expect(res.json()).toEqual({ message })
    }
    expect((await search('q=rain')).statusCode).toBe(200)
    expect((await importSound({ soundId: 104, type: 'sound_effect' })).statusCode).toBe(201)
  })

  it('plays a signed preview link to anyone holding it; without one, only to members with audio_library', async () => {
    const signed = await previewUrlOf(102, 'garden')
    expect(signed).toMatch(/^\/api\/freesound\/sounds\/102\/preview\?expires=\d+&signature=[\w-]+$/)
    expect((await call(t.app, 'GET', signed, null)).statusCode).toBe(200)

    const bare = '/api/freesound/sounds/102/preview'
    expect((await call(t.app, 'GET', bare, null)).json()).toEqual({ message: signInRequiredMessage })
    expect((await call(t.app, 'GET', bare, null)).statusCode).toBe(401)
    expect((await call(t.app, 'GET', bare, plain.token)).statusCode).toBe(403)
    expect((await call(t.app, 'GET', bare, librarian.token)).statusCode).toBe(200)

    // A signature is for its sound and its time only.
    expect((await call(t.app, 'GET', signed.replace('/102/', '/101/'), null)).statusCode).toBe(401)
    expect((await call(t.app, 'GET', signed.replace(/signature=./, 'signature=A'), null)).statusCode).toBe(401)
    expect((await call(t.app, 'GET', signed.replace(/expires=\d+/, 'expires=99999999999'), null)).statusCode).toBe(401)
    t.clock.advance(2 * 60 * 60 * 1000)
    try {
      expect((await call(t.app, 'GET', signed, null)).statusCode).toBe(401)
    } finally {
      t.clock.advance(-2 * 60 * 60 * 1000)
    }
  })
})

describe('GET /api/freesound/search', () => {
  it('sends Freesound the words, the duration and licence filter, the page and our key, and answers its sounds', async () => {
    const before = standIn.apiRequests('/search/').length
    const res = await search('q=rain&minDuration=1&maxDuration=60&licence=Attribution&page=1')
    expect(res.statusCode).toBe(200)
    const sent = standIn.apiRequests('/search/').slice(before)
    expect(sent).toHaveLength(1)
    expect(sent[0]!.path).toBe('/apiv2/search/')
    expect(sent[0]!.authorization).toBe(`Token ${standIn.token}`)
    expect(Object.fromEntries(sent[0]!.query)).toEqual({
      query: 'rain',
      filter: 'duration:[1 TO 60] license:"Attribution"',
      fields: 'id,name,username,duration,license,tags,previews,url',
      page: '1',
      page_size: String(freesoundLimits.pageSize),
    })
    const answer = res.json<SearchAnswer>()
    expect(answer).toMatchObject({ count: 1, page: 1, hasMore: false })
    expect(answer.results).toEqual([
      {
        id: 101,
        name: 'Rain on a tin roof',
        author: 'alice',
        durationSeconds: 2,
        licenceName: 'CC BY 4.0',
        licenceUrl: 'https://creativecommons.org/licenses/by/4.0/',
        tags: ['rain', 'roof', 'ambience'],
        previewUrl: expect.stringMatching(/^\/api\/freesound\/sounds\/101\/preview\?/),
        url: 'https://freesound.org/people/alice/sounds/101/',
      },
    ])
    // The key never reaches the browser.
    expect(res.body).not.toContain(standIn.token)
  })

  it('leaves an open end of the duration as *, sends no filter without one, and names every licence', async () => {
    await search('q=rain&minDuration=30')
    expect(standIn.apiRequests('/search/').at(-1)!.query.get('filter')).toBe('duration:[30 TO *]')
    await search('q=rain&maxDuration=2.5&licence=Attribution%20NonCommercial')
    expect(standIn.apiRequests('/search/').at(-1)!.query.get('filter')).toBe(
      'duration:[* TO 2.5] license:"Attribution NonCommercial"',
    )
    const all = await search('q=rain')
    expect(standIn.apiRequests('/search/').at(-1)!.query.has('filter')).toBe(false)
    const licences = Object.fromEntries(
      all.json<SearchAnswer>().results.map((sound) => [sound.id, [sound.licenceName, sound.licenceUrl]]),
    )
    expect(licences).toEqual({
      101: ['CC BY 4.0', 'https://creativecommons.org/licenses/by/4.0/'],
      102: ['CC0 1.0', 'https://creativecommons.org/publicdomain/zero/1.0/'],
      103: ['CC BY-NC 3.0', 'https://creativecommons.org/licenses/by-nc/3.0/'],
    })
    const longOnes = await search('q=rain&minDuration=30&licence=Creative%20Commons%200')
    expect(longOnes.json<SearchAnswer>().results.map((sound) => sound.id)).toEqual([102])
  })

  it('pages through the results, and answers a page past the last as empty', async () => {
    const first = (await search('q=footstep')).json<SearchAnswer>()
    expect(first).toMatchObject({ count: footsteps, page: 1, hasMore: true })
    expect(first.results).toHaveLength(freesoundLimits.pageSize)
    const second = (await search('q=footstep&page=2')).json<SearchAnswer>()
    expect(standIn.apiRequests('/search/').at(-1)!.query.get('page')).toBe('2')
    expect(second).toMatchObject({ count: footsteps, page: 2, hasMore: false })
    expect(second.results.map((sound) => sound.name)).toEqual([`Footstep ${footsteps}`])
    const past = await search('q=footstep&page=3')
    expect(past.statusCode).toBe(200)
    expect(past.json()).toEqual({ count: 0, page: 3, hasMore: false, results: [] })
  })

  it('answers bad searches 400 with a message, asking Freesound nothing', async () => {
    const before = standIn.requests.length
    const bad = [
      'q=',
      'q=%20%20',
      `q=${'a'.repeat(freesoundLimits.queryMax + 1)}`,
      'q=rain&licence=GPL',
      'q=rain&page=0',
      'q=rain&page=x',
      `q=rain&page=${freesoundLimits.maxPage + 1}`,
      'q=rain&minDuration=-1',
      `q=rain&maxDuration=${freesoundLimits.maxDurationSeconds + 1}`,
      'q=rain&minDuration=ten',
    ]
    for (const query of bad) {
      const res = await search(query)
      expect(res.statusCode, query).toBe(400)
      expect(res.json<{ message: string }>().message.length, query).toBeGreaterThan(0)
    }
    const empty = await search('q=')
    expect(empty.json()).toEqual({ message: 'Please enter words to search for.' })
    const order = await search('q=rain&minDuration=10&maxDuration=5')
    expect(order.statusCode).toBe(400)
    expect(order.json()).toEqual({ message: freesoundMessages.durationOrder })
    expect(standIn.requests.length).toBe(before)
  })
})

describe('when Freesound fails', () => {
  it('answers 503 when it cannot be reached, 502 when it errs or refuses our key, always with the message', async () => {
    const closed = await buildTestApp(t.db, t.clock, {
      contentDir: null,
      dataDir,
      freesound: { token: standIn.token, apiUrl: `http://127.0.0.1:${await freePort()}/apiv2` },
    })
    const wrongKey = await buildTestApp(t.db, t.clock, {
      contentDir: null,
      dataDir,
      freesound: { token: 'wrongToken0123456789', apiUrl: standIn.apiUrl },
    })
    try {
      const down = await search('q=rain', librarian.token, closed)
      expect(down.statusCode).toBe(503)
      expect(down.json()).toEqual({ message: freesoundMessages.unreachable })
      expect((await importSound({ soundId: 101, type: 'ambience' }, librarian.token, closed)).statusCode).toBe(503)

      const refused = await search('q=rain', librarian.token, wrongKey)
      expect(standIn.requests.at(-1)!.authorization).toBe('Token wrongToken0123456789')
      expect(refused.statusCode).toBe(502)
      expect(refused.json()).toEqual({ message: freesoundMessages.unreachable })

      standIn.failWith(500)
      for (const res of [
        await search('q=rain'),
        await importSound({ soundId: 102, type: 'ambience' }),
        await call(t.app, 'GET', `/api/freesound/sounds/${unsearched}/preview`, librarian.token),
      ]) {
        expect(res.statusCode, res.body).toBe(502)
        expect(res.json()).toEqual({ message: freesoundMessages.unreachable })
      }
      standIn.failWith(429)
      expect((await search('q=rain')).statusCode).toBe(503)
    } finally {
      standIn.failWith(null)
      await closed.close()
      await wrongKey.close()
    }
  })
})

describe('previews', () => {
  it('streams the HQ MP3 preview as audio/mpeg, passing ranges on', async () => {
    const sound = standIn.sounds.find((candidate) => candidate.id === 103)!
    const url = await previewUrlOf(103, 'thunder')
    const whole = await call(t.app, 'GET', url, null)
    expect(whole.statusCode).toBe(200)
    expect(whole.headers['content-type']).toBe('audio/mpeg')
    expect(whole.rawPayload.equals(sound.preview)).toBe(true)
    expect(standIn.requests.at(-1)).toMatchObject({ path: '/data/previews/103_hq.mp3', authorization: undefined })

    const part = await injectRange(url, 'bytes=0-99')
    expect(part.statusCode).toBe(206)
    expect(part.headers['content-range']).toBe(`bytes 0-99/${sound.preview.length}`)
    expect(part.rawPayload.equals(sound.preview.subarray(0, 100))).toBe(true)
    expect(standIn.requests.at(-1)!.range).toBe('bytes=0-99')
  })

  it('asks Freesound for a sound it has not seen in a search, and answers 404 for one Freesound does not have', async () => {
    const before = standIn.apiRequests('/sounds/').length
    const res = await call(t.app, 'GET', `/api/freesound/sounds/${unsearched}/preview`, librarian.token)
    expect(res.statusCode).toBe(200)
    expect(
      standIn
        .apiRequests('/sounds/')
        .slice(before)
        .map((request) => request.path),
    ).toEqual([`/apiv2/sounds/${unsearched}/`])
    for (const id of ['999', 'abc', '0', '99999999999']) {
      const missing = await call(t.app, 'GET', `/api/freesound/sounds/${id}/preview`, librarian.token)
      expect(missing.statusCode, id).toBe(404)
      expect(missing.json()).toEqual({ message: freesoundMessages.unknownSound })
    }
  })
})

describe('POST /api/freesound/import', () => {
  it('keeps the sound in the audio library with its licence and credit line, once however often it is imported', async () => {
    const member = await makeSignedInUser(t.app, t.db, { privileges: ['audio_library'] })
    const res = await importSound({ soundId: 101, type: 'ambience' }, member.token)
    expect(res.statusCode).toBe(201)
    const audio = res.json<LibraryAudio>()
    expect(audio).toMatchObject({
      type: 'ambience',
      title: 'Rain on a tin roof',
      mime: 'audio/mpeg',
      size: standIn.sounds.find((sound) => sound.id === 101)!.preview.length,
      source: 'freesound',
      attribution: {
        freesoundId: 101,
        url: 'https://freesound.org/people/alice/sounds/101/',
        author: 'alice',
        licenceName: 'CC BY 4.0',
        licenceUrl: 'https://creativecommons.org/licenses/by/4.0/',
        attribution: '"Rain on a tin roof" by alice (freesound.org/people/alice/sounds/101/), CC BY 4.0',
      },
    })
    expect(audio.durationMs).toBeGreaterThan(1900)
    expect(audio.durationMs).toBeLessThan(2200)

    const list = await call(t.app, 'GET', '/api/audio-library', member.token)
    expect(list.json<Page<LibraryAudio>>().items).toEqual([audio])

    const fetchesBefore = standIn.requests.length
    const again = await importSound({ soundId: 101, type: 'music_bed' }, member.token)
    expect(again.statusCode).toBe(200)
    expect(again.json<LibraryAudio>().id).toBe(audio.id)
    expect(standIn.requests.length).toBe(fetchesBefore)
    expect(
      (await call(t.app, 'GET', '/api/audio-library', member.token)).json<Page<LibraryAudio>>().items,
    ).toHaveLength(1)

    // Two at once still make one.
    const both = await Promise.all([
      importSound({ soundId: 102, type: 'ambience' }, member.token),
      importSound({ soundId: 102, type: 'ambience' }, member.token),
    ])
    expect(both.map((answer) => answer.json<LibraryAudio>().id)[0]).toBe(both[1]!.json<LibraryAudio>().id)
    expect(
      (await call(t.app, 'GET', '/api/audio-library', member.token)).json<Page<LibraryAudio>>().items,
    ).toHaveLength(2)
  })

  it('refuses a preview that is not audio with the library’s 415, keeping nothing', async () => {
    const member = await makeSignedInUser(t.app, t.db, { privileges: ['audio_library'] })
    const res = await importSound({ soundId: notAudioSound, type: 'sound_effect' }, member.token)
    expect(res.statusCode).toBe(415)
    expect(res.json()).toEqual({ message: audioLibraryMessages.notAudio })
    expect((await call(t.app, 'GET', '/api/audio-library', member.token)).json<Page<LibraryAudio>>().items).toEqual([])
  })

  it('answers 404 for a sound Freesound does not have, and 400 for a bad body', async () => {
    const missing = await importSound({ soundId: 999, type: 'ambience' })
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ message: freesoundMessages.unknownSound })
    for (const body of [
      { soundId: 0, type: 'ambience' },
      { soundId: 'x', type: 'ambience' },
      { soundId: 1.5, type: 'ambience' },
      { soundId: 101, type: 'song' },
      { soundId: 101 },
      {},
    ]) {
      const res = await importSound(body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.json<{ message: string }>().message.length).toBeGreaterThan(0)
    }
  })
})

function injectRange(url: string, range: string) {
  return t.app.inject({ method: 'GET', url, headers: { range } })
}
