// The audio library over the real app and database: tus uploads checked by their bytes and sizes,
// the owner's list, editing, deleting and hearing audio, and who may do each.
import { access, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { Upload } from 'tus-js-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { audioLibraryLimits, audioLibraryMessages, libraryUploadPath, type LibraryAudio } from '#contract/audio-library'
import { addLibraryAudioFile } from '#server/audio-library/service'
import { blobKey } from '#server/blobs/blob-store'
import { openBlobStore } from '#server/blobs/open-blob-store'
import { newTempFile } from '#server/blobs/temp-files'
import { libraryAudio } from '#server/db/schema'
import { makeMp3 } from '../support/make-mp3'
import { bearer, clientId, makeSignedInUser, type UserFixture } from './support/factories'
import { createLibraryUpload, libraryMetadata, makeLibraryAudio, makeWav, uploadLibraryAudio } from './support/library'
import { listenOnLoopback, startTestApp, type TestApp } from './support/test-app'
import { interruptedPatch, patchUpload, uploadOffset } from './support/tus'

let dataDir: string
let t: TestApp
let base: string
let owner: UserFixture & { token: string }
let other: UserFixture & { token: string }
let plain: UserFixture & { token: string }

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'audio-library-'))
  t = await startTestApp({ contentDir: null, dataDir })
  base = await listenOnLoopback(t.app)
  owner = await makeSignedInUser(t.app, t.db, { privileges: ['audio_library'] })
  other = await makeSignedInUser(t.app, t.db, { privileges: ['audio_library'] })
  plain = await makeSignedInUser(t.app, t.db)
})
afterAll(async () => {
  await t.close()
  await rm(dataDir, { recursive: true, force: true })
})

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  )
/** The blob store the app uses, over the same folder. */
const blobs = () => openBlobStore({ dataDir })
const stored = async (id: string) => (await blobs().size(blobKey('audio-library', id))) !== null
const storedBytes = async (id: string) => {
  const chunks: Buffer[] = []
  for await (const chunk of await blobs().read(blobKey('audio-library', id))) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}
const tempFile = () => newTempFile(path.join(dataDir, 'tmp'))
const rowOf = async (id: string) => (await t.db.select().from(libraryAudio).where(eq(libraryAudio.id, id)))[0]
const inject = (method: 'GET' | 'PATCH' | 'DELETE', url: string, token: string | null, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) })

function tusClientUpload(token: string, bytes: Buffer, metadata: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    new Upload(bytes, {
      endpoint: `${base}${libraryUploadPath}`,
      headers: { authorization: `Bearer ${token}` },
      metadata,
      chunkSize: 16_384,
      retryDelays: [0, 100],
      onSuccess: () => resolve(),
      onError: reject,
    }).start()
  })
}

describe('uploads', () => {
  it('keeps an MP3 sent in chunks by the tus client, measured from its frames', async () => {
    const bytes = await makeMp3(2)
    const metadata = { audioId: clientId(), type: 'music_bed', title: 'Calm bed', mime: 'audio/mpeg' }
    await tusClientUpload(owner.token, bytes, metadata)
    const res = await inject('GET', `/api/audio-library/${metadata.audioId}`, owner.token)
    expect(res.statusCode).toBe(200)
    const audio = res.json<LibraryAudio>()
    expect(audio).toMatchObject({
      id: metadata.audioId,
      type: 'music_bed',
      title: 'Calm bed',
      mime: 'audio/mpeg',
      size: bytes.length,
      source: 'upload',
      attribution: null,
      trimStartMs: 0,
      trimEndMs: null,
    })
    expect(audio.durationMs).toBeGreaterThan(1900)
    expect(audio.durationMs).toBeLessThan(2200)
    expect(await storedBytes(metadata.audioId)).toEqual(bytes)
  })

  it('keeps a WAV, and a recorder WebM measured by the recorder when the file does not tell (422 without that measure)', async () => {
    const wav = libraryMetadata({ mime: 'audio/wav', type: 'ambience' })
    expect((await uploadLibraryAudio(base, owner.token, wav, makeWav(1.5))).status).toBe(204)
    expect(await rowOf(String(wav.audioId))).toMatchObject({ mime: 'audio/wav', type: 'ambience', durationMs: 1500 })

    const webm = await readFile(path.join('tests', 'fixtures', 'audio', 'chromium.webm'))
    const recording = libraryMetadata({
      mime: 'audio/webm',
      type: 'voice_reference',
      source: 'recording',
      durationMs: 2345,
    })
    expect((await uploadLibraryAudio(base, owner.token, recording, webm)).status).toBe(204)
    // MediaRecorder's WebM does not tell its duration: the recorder's measure is kept.
    expect(await rowOf(String(recording.audioId))).toMatchObject({
      mime: 'audio/webm',
      source: 'recording',
      durationMs: 2345,
    })

    const unmeasured = libraryMetadata({ mime: 'audio/webm' })
    const res = await uploadLibraryAudio(base, owner.token, unmeasured, webm)
    expect(res.status).toBe(422)
    expect(await res.json()).toEqual({ message: audioLibraryMessages.unreadable })
    expect(await rowOf(String(unmeasured.audioId))).toBeUndefined()
    expect(await stored(String(unmeasured.audioId))).toBe(false)
  })

  it('refuses a text file named .mp3 with 415, keeping neither row nor bytes', async () => {
    const metadata = libraryMetadata({ title: 'notes.mp3' })
    const res = await uploadLibraryAudio(
      base,
      owner.token,
      metadata,
      Buffer.from('These are my notes, not audio at all.\n'.repeat(20)),
    )
    expect(res.status).toBe(415)
    expect(await res.json()).toEqual({ message: audioLibraryMessages.notAudio })
    expect(await rowOf(String(metadata.audioId))).toBeUndefined()
    expect(await stored(String(metadata.audioId))).toBe(false)
    expect(await exists(path.join(dataDir, 'blobs', 'audio-library', `${String(metadata.audioId)}.json`))).toBe(false)
  })

  it('refuses audio whose bytes are another container than declared (415), and unreadable audio (422)', async () => {
    const mislabelled = libraryMetadata({ mime: 'audio/mpeg' })
    expect((await uploadLibraryAudio(base, owner.token, mislabelled, makeWav(0.5))).status).toBe(415)
    const broken = libraryMetadata({ mime: 'audio/flac' })
    const res = await uploadLibraryAudio(
      base,
      owner.token,
      broken,
      Buffer.concat([Buffer.from('fLaC'), Buffer.alloc(200)]),
    )
    expect(res.status).toBe(422)
    expect(await res.json()).toEqual({ message: audioLibraryMessages.unreadable })
    expect(await stored(String(broken.audioId))).toBe(false)
  })

  it('refuses a file over the size limit (413) and an upload the library has no room for (413)', async () => {
    const tooBig = await createLibraryUpload(base, owner.token, libraryMetadata(), audioLibraryLimits.maxBytes + 1)
    expect(tooBig.status).toBe(413)
    expect(await tooBig.json()).toEqual({ message: audioLibraryMessages.tooLarge })

    const full = await makeSignedInUser(t.app, t.db, { privileges: ['audio_library'] })
    await makeLibraryAudio(t.db, dataDir, { ownerId: full.id, size: audioLibraryLimits.memberMaxBytes - 100 })
    const noRoom = await createLibraryUpload(base, full.token, libraryMetadata(), 101)
    expect(noRoom.status).toBe(413)
    expect(await noRoom.json()).toEqual({ message: audioLibraryMessages.libraryFull })
    const fits = await createLibraryUpload(base, full.token, libraryMetadata(), 100)
    expect(fits.status).toBe(201)
  })

  it('continues an upload cut off half-way from the offset the server kept, and a repeated start is harmless', async () => {
    const bytes = makeWav(2)
    const metadata = libraryMetadata({ mime: 'audio/wav' })
    const created = await createLibraryUpload(base, owner.token, metadata, bytes.length)
    const url = new URL(created.headers.get('location')!, base).toString()
    await interruptedPatch(
      url,
      owner.token,
      0,
      bytes,
      10_000,
      async () => (await uploadOffset(url, owner.token)).offset,
    )
    const { offset } = await uploadOffset(url, owner.token)
    expect(offset).toBeGreaterThan(0)
    expect(offset).toBeLessThan(bytes.length)
    expect(await rowOf(String(metadata.audioId))).toBeUndefined()
    expect((await patchUpload(url, owner.token, offset, new Uint8Array(bytes.subarray(offset)))).status).toBe(204)
    expect(await rowOf(String(metadata.audioId))).toMatchObject({ size: bytes.length, durationMs: 2000 })

    const again = await createLibraryUpload(base, owner.token, metadata, bytes.length)
    expect(again.status).toBe(201)
    expect(again.headers.get('upload-offset')).toBe(String(bytes.length))
    expect(
      await t.db
        .select()
        .from(libraryAudio)
        .where(eq(libraryAudio.id, String(metadata.audioId))),
    ).toHaveLength(1)
  })

  it('lets only members with the privilege start uploads, and only the sender continue one', async () => {
    expect((await createLibraryUpload(base, null, libraryMetadata(), 10)).status).toBe(401)
    expect((await createLibraryUpload(base, plain.token, libraryMetadata(), 10)).status).toBe(403)
    const bad = await createLibraryUpload(base, owner.token, libraryMetadata({ type: 'jingle' }), 10)
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({ message: audioLibraryMessages.badMetadata })

    const metadata = libraryMetadata({ mime: 'audio/wav' })
    const created = await createLibraryUpload(base, owner.token, metadata, 1000)
    const url = new URL(created.headers.get('location')!, base).toString()
    expect((await uploadOffset(url, other.token)).status).toBe(404)
    expect((await patchUpload(url, other.token, 0, new Uint8Array(makeWav(0.01)))).status).toBe(404)
    expect((await createLibraryUpload(base, other.token, metadata, 1000)).status).toBe(409)
    expect((await uploadOffset(`${base}${libraryUploadPath}/not%20an%20id`, owner.token)).status).toBe(404)
  })
})

describe('upload rate', () => {
  it('answers 429 past the creations allowed per minute', async () => {
    const limited = await startTestApp({ contentDir: null, dataDir, rateLimits: { createPerMinute: 2 } })
    try {
      const limitedBase = await listenOnLoopback(limited.app)
      const member = await makeSignedInUser(limited.app, limited.db, { privileges: ['audio_library'] })
      const statuses = []
      for (let i = 0; i < 3; i++)
        statuses.push((await createLibraryUpload(limitedBase, member.token, libraryMetadata(), 100)).status)
      expect(statuses).toEqual([201, 201, 429])
    } finally {
      await limited.close()
    }
  })
})

describe('the list', () => {
  let lister: UserFixture & { token: string }
  beforeAll(async () => {
    lister = await makeSignedInUser(t.app, t.db, { privileges: ['audio_library'] })
    const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 10, minute))
    await makeLibraryAudio(t.db, dataDir, {
      ownerId: lister.id,
      title: 'Rain on a roof',
      type: 'ambience',
      createdAt: at(1),
    })
    await makeLibraryAudio(t.db, dataDir, {
      ownerId: lister.id,
      title: 'Door slam',
      type: 'sound_effect',
      createdAt: at(2),
    })
    await makeLibraryAudio(t.db, dataDir, {
      ownerId: lister.id,
      title: 'Soft piano',
      type: 'music_bed',
      createdAt: at(3),
    })
    await makeLibraryAudio(t.db, dataDir, {
      ownerId: lister.id,
      title: 'Thunder',
      type: 'ambience',
      attribution: '"Thunder" by alice (freesound.org/s/1/), CC BY 4.0',
      createdAt: at(4),
    })
    await makeLibraryAudio(t.db, dataDir, {
      ownerId: lister.id,
      title: '100% rain_drops',
      type: 'ambience',
      createdAt: at(5),
    })
    await makeLibraryAudio(t.db, dataDir, { ownerId: other.id, title: 'Rain of another member', type: 'ambience' })
  })
  const titles = (res: { json: <T>() => T }) => res.json<{ items: LibraryAudio[] }>().items.map((audio) => audio.title)

  it('pages the owner’s own audio newest first', async () => {
    const first = await inject('GET', '/api/audio-library?limit=2', lister.token)
    expect(titles(first)).toEqual(['100% rain_drops', 'Thunder'])
    const cursor = first.json<{ nextCursor: string }>().nextCursor
    const second = await inject('GET', `/api/audio-library?limit=2&cursor=${cursor}`, lister.token)
    expect(titles(second)).toEqual(['Soft piano', 'Door slam'])
    const last = await inject(
      'GET',
      `/api/audio-library?limit=2&cursor=${second.json<{ nextCursor: string }>().nextCursor}`,
      lister.token,
    )
    expect(last.json()).toMatchObject({ nextCursor: null })
    expect(titles(last)).toEqual(['Rain on a roof'])
  })

  it('filters by type and finds words in titles and attributions, case-insensitive, LIKE signs as themselves', async () => {
    expect(titles(await inject('GET', '/api/audio-library?type=ambience', lister.token))).toEqual([
      '100% rain_drops',
      'Thunder',
      'Rain on a roof',
    ])
    expect(titles(await inject('GET', '/api/audio-library?q=RAIN', lister.token))).toEqual([
      '100% rain_drops',
      'Rain on a roof',
    ])
    expect(titles(await inject('GET', '/api/audio-library?q=roof%20rain', lister.token))).toEqual(['Rain on a roof'])
    expect(titles(await inject('GET', '/api/audio-library?q=alice', lister.token))).toEqual(['Thunder'])
    expect(titles(await inject('GET', '/api/audio-library?q=%25', lister.token))).toEqual(['100% rain_drops'])
    expect(titles(await inject('GET', '/api/audio-library?q=n_d', lister.token))).toEqual(['100% rain_drops'])
    expect(titles(await inject('GET', '/api/audio-library?q=sound_effect&type=sound_effect', lister.token))).toEqual([])
  })

  it('answers bad queries with 400 and a message, and the usage of the library', async () => {
    for (const query of ['type=jingle', 'cursor=nonsense', 'limit=0', `q=${'a'.repeat(101)}`]) {
      const res = await inject('GET', `/api/audio-library?${query}`, lister.token)
      expect(res.statusCode, query).toBe(400)
      expect(res.json<{ message: string }>().message).toBeTruthy()
    }
    const usage = await inject('GET', '/api/audio-library/usage', lister.token)
    expect(usage.json<{ usedBytes: number; maxBytes: number }>().maxBytes).toBe(audioLibraryLimits.memberMaxBytes)
    expect(usage.json<{ usedBytes: number }>().usedBytes).toBeGreaterThan(0)
  })
})

describe('one audio', () => {
  it('answers visitors 401, members without the privilege 403, other members 404, the owner 200', async () => {
    const { id } = await makeLibraryAudio(t.db, dataDir, { ownerId: owner.id })
    const calls = [
      ['GET', `/api/audio-library/${id}`, undefined],
      ['PATCH', `/api/audio-library/${id}`, { title: 'Renamed' }],
      ['GET', '/api/audio-library', undefined],
      ['GET', '/api/audio-library/usage', undefined],
    ] as const
    for (const [method, url, payload] of calls) {
      expect((await inject(method, url, null, payload)).statusCode, `${method} ${url}`).toBe(401)
      expect((await inject(method, url, plain.token, payload)).statusCode, `${method} ${url}`).toBe(403)
      expect((await inject(method, url, owner.token, payload)).statusCode, `${method} ${url}`).toBe(200)
    }
    for (const [method, payload] of [
      ['GET', undefined],
      ['PATCH', { title: 'Mine now' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await inject(method, `/api/audio-library/${id}`, other.token, payload)
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({ message: audioLibraryMessages.unknownAudio })
    }
    expect((await inject('DELETE', `/api/audio-library/${id}`, null)).statusCode).toBe(401)
    expect((await inject('DELETE', `/api/audio-library/${id}`, plain.token)).statusCode).toBe(403)
    expect((await inject('GET', `/api/audio-library/${'x'.repeat(65)}`, owner.token)).statusCode).toBe(400)
    expect((await inject('GET', `/api/audio-library/${clientId()}`, owner.token)).statusCode).toBe(404)
  })

  it('renames, retypes and trims within the audio; refuses a trim out of order or beyond the end with 422', async () => {
    const { id } = await makeLibraryAudio(t.db, dataDir, { ownerId: owner.id, durationMs: 10_000 })
    const url = `/api/audio-library/${id}`
    const ok = await inject('PATCH', url, owner.token, {
      title: '  Evening bed  ',
      type: 'ambience',
      trimStartMs: 1000,
      trimEndMs: 9000,
    })
    expect(ok.statusCode).toBe(200)
    expect(ok.json()).toMatchObject({ title: 'Evening bed', type: 'ambience', trimStartMs: 1000, trimEndMs: 9000 })
    const cases = [
      [{ trimStartMs: 5000, trimEndMs: 5000 }, audioLibraryMessages.trimOrder],
      [{ trimEndMs: 500 }, audioLibraryMessages.trimOrder],
      [{ trimEndMs: 10_001 }, audioLibraryMessages.trimBeyondEnd],
      [{ trimStartMs: 10_000, trimEndMs: null }, audioLibraryMessages.trimBeyondEnd],
    ] as const
    for (const [body, message] of cases) {
      const res = await inject('PATCH', url, owner.token, body)
      expect(res.statusCode, JSON.stringify(body)).toBe(422)
      expect(res.json()).toEqual({ message })
    }
    expect((await inject('PATCH', url, owner.token, { trimEndMs: null })).json()).toMatchObject({
      trimStartMs: 1000,
      trimEndMs: null,
    })
    for (const body of [
      { title: '   ' },
      { type: 'jingle' },
      { trimStartMs: -1 },
      { trimStartMs: 1.5 },
      { title: 'x'.repeat(201) },
    ]) {
      const res = await inject('PATCH', url, owner.token, body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.json<{ message: string }>().message).toBeTruthy()
    }
  })

  it('deletes the audio and its file', async () => {
    const { id } = await makeLibraryAudio(t.db, dataDir, { ownerId: owner.id })
    expect(await stored(id)).toBe(true)
    expect((await inject('DELETE', `/api/audio-library/${id}`, owner.token)).statusCode).toBe(204)
    expect(await rowOf(id)).toBeUndefined()
    expect(await stored(id)).toBe(false)
    expect((await inject('GET', `/api/audio-library/${id}`, owner.token)).statusCode).toBe(404)
  })
})

describe('the audio', () => {
  it('serves ranges with 206 and the right bytes, revalidates by ETag, never to other members', async () => {
    const bytes = makeWav(0.2)
    const { id } = await makeLibraryAudio(t.db, dataDir, { ownerId: owner.id, bytes })
    const url = `${base}/api/audio-library/${id}/audio`
    const whole = await fetch(url, { headers: bearer(owner.token) })
    expect(whole.status).toBe(200)
    expect(whole.headers.get('cache-control')).toBe('private')
    expect(Buffer.from(await whole.arrayBuffer())).toEqual(bytes)
    const part = await fetch(url, { headers: { ...bearer(owner.token), range: 'bytes=100-199' } })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${bytes.length}`)
    expect(Buffer.from(await part.arrayBuffer())).toEqual(bytes.subarray(100, 200))
    const etag = whole.headers.get('etag')!
    expect((await fetch(url, { headers: { ...bearer(owner.token), 'if-none-match': etag } })).status).toBe(304)
    expect(
      (await fetch(url, { headers: { ...bearer(owner.token), range: `bytes=${bytes.length + 5}-` } })).status,
    ).toBe(416)

    expect((await fetch(url)).status).toBe(401)
    expect((await fetch(url, { headers: bearer(other.token) })).status).toBe(404)
    expect((await fetch(url, { headers: bearer(plain.token) })).status).toBe(404)
    expect(
      (await fetch(`${base}/api/audio-library/${clientId()}/audio`, { headers: bearer(owner.token) })).status,
    ).toBe(404)
    expect(
      (await fetch(`${base}/api/audio-library/${'x'.repeat(65)}/audio`, { headers: bearer(owner.token) })).status,
    ).toBe(404)
  })
})

describe('adding a downloaded file (the Freesound import)', () => {
  const attribution = {
    freesoundId: 4242,
    url: 'https://freesound.org/s/4242/',
    author: 'alice',
    licenceName: 'Attribution 4.0',
    licenceUrl: 'https://creativecommons.org/licenses/by/4.0/',
    attribution: '"Waves" by alice (freesound.org/s/4242/), CC BY 4.0',
  }
  const add = async (bytes: Buffer, freesoundId = attribution.freesoundId) => {
    const file = await tempFile()
    await writeFile(file, bytes)
    const input = {
      blobs: blobs(),
      ownerId: other.id,
      type: 'ambience' as const,
      title: 'Waves',
      tempFile: file,
      source: 'freesound' as const,
      attribution: { ...attribution, freesoundId },
      now: new Date(),
    }
    return { tempFile: file, added: addLibraryAudioFile(t.db, input) }
  }

  it('checks, measures and keeps it with its attribution; the same sound again answers the one kept', async () => {
    const first = await add(makeWav(1))
    const audio = await first.added
    expect(audio).toMatchObject({
      type: 'ambience',
      title: 'Waves',
      mime: 'audio/wav',
      durationMs: 1000,
      source: 'freesound',
      attribution,
    })
    expect(await exists(first.tempFile)).toBe(false)
    expect(await stored(audio.id)).toBe(true)

    const again = await add(makeWav(2))
    expect((await again.added).id).toBe(audio.id)
    expect(await exists(again.tempFile)).toBe(false)
    const listed = await inject('GET', '/api/audio-library?q=alice', other.token)
    expect(listed.json<{ items: LibraryAudio[] }>().items.map((item) => item.id)).toEqual([audio.id])
  })

  it('counts two files arriving together against each other: only one fits the room left', async () => {
    const member = await makeSignedInUser(t.app, t.db, { privileges: ['audio_library'] })
    const wav = makeWav(1)
    await makeLibraryAudio(t.db, dataDir, {
      ownerId: member.id,
      size: audioLibraryLimits.memberMaxBytes - wav.length - 10,
    })
    const adding = await Promise.allSettled(
      [1, 2].map(async () => {
        const file = await tempFile()
        await writeFile(file, wav)
        return addLibraryAudioFile(t.db, {
          blobs: blobs(),
          ownerId: member.id,
          type: 'music_bed',
          title: 'Bed',
          tempFile: file,
          source: 'upload',
          now: new Date(),
        })
      }),
    )
    expect(adding.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected'])
    expect(adding.find((result) => result.status === 'rejected')).toMatchObject({
      reason: { statusCode: 413, message: audioLibraryMessages.libraryFull },
    })
    const settled = await t.db.select().from(libraryAudio).where(eq(libraryAudio.ownerId, member.id))
    expect(settled).toHaveLength(2)
  })

  it('refuses a file that is not audio (415) and removes it', async () => {
    const { tempFile, added } = await add(Buffer.from('<html>not a sound</html>'), 4343)
    await expect(added).rejects.toMatchObject({ statusCode: 415, message: audioLibraryMessages.notAudio })
    expect(await exists(tempFile)).toBe(false)
    expect(await t.db.select().from(libraryAudio).where(eq(libraryAudio.freesoundId, 4343))).toEqual([])
  })
})

describe('closing an account', () => {
  it('removes the member’s library files', async () => {
    const leaving = await makeSignedInUser(t.app, t.db, { privileges: ['audio_library'] })
    const { id } = await makeLibraryAudio(t.db, dataDir, { ownerId: leaving.id })
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/delete',
      headers: bearer(leaving.token),
      payload: { username: leaving.username, password: leaving.password },
    })
    expect(res.statusCode).toBe(204)
    expect(await rowOf(id)).toBeUndefined()
    expect(await stored(id)).toBe(false)
  })
})
