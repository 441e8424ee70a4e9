// A session's library music: only its owner lays their own library audio under it (or goes back to
// the random track); every member reads it with the session and may hear that audio, nothing else
// of the owner's library.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sessionMessages, type Session } from '#contract/sessions'
import { sessionNotFoundMessage, sessionOwnerOnlyMessage } from '#server/sessions/access'
import {
  bearer,
  clientId,
  joinSession,
  makeScript,
  makeSession,
  makeShareLink,
  makeSignedInUser,
  type UserFixture,
} from './support/factories'
import { makeLibraryAudio, makeWav } from './support/library'
import { listenOnLoopback, startTestApp, type TestApp } from './support/test-app'

let dataDir: string
let t: TestApp
let base: string
let owner: UserFixture & { token: string }
let participant: UserFixture & { token: string }
let stranger: UserFixture & { token: string }
let sessionId: string

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'session-music-'))
  t = await startTestApp({ contentDir: null, dataDir })
  base = await listenOnLoopback(t.app)
  owner = await makeSignedInUser(t.app, t.db, { privileges: ['audio_library'] })
  participant = await makeSignedInUser(t.app, t.db, { privileges: ['audio_library'] })
  stranger = await makeSignedInUser(t.app, t.db, { privileges: ['audio_library'] })
  const script = await makeScript(t.app, owner.token)
  sessionId = (await makeSession(t.app, owner.token, script.id)).id
  await joinSession(t.app, participant.token, (await makeShareLink(t.app, owner.token, sessionId)).linkId)
})
afterAll(async () => {
  await t.close()
  await rm(dataDir, { recursive: true, force: true })
})

const setMusic = (token: string | null, payload: object, id = sessionId) =>
  t.app.inject({ method: 'PUT', url: `/api/sessions/${id}/music`, headers: token ? bearer(token) : {}, payload })
const readSession = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/sessions/${sessionId}`, headers: bearer(token) })).json<Session>()
const hear = (token: string | null, audioId: string) =>
  fetch(`${base}/api/audio-library/${audioId}/audio`, { headers: token ? bearer(token) : {} })

describe('choosing the music', () => {
  it('lays the owner’s library audio under the session at a level, read by every member with the session', async () => {
    const { id } = await makeLibraryAudio(t.db, dataDir, { ownerId: owner.id, title: 'Night bed' })
    expect((await readSession(owner.token)).music).toBeNull()
    const res = await setMusic(owner.token, { audioId: id, level: 35 })
    expect(res.statusCode).toBe(200)
    const music = { audioId: id, title: 'Night bed', mime: 'audio/wav', trimStartMs: 0, trimEndMs: null, level: 35 }
    expect(res.json()).toEqual({ music })
    expect((await readSession(owner.token)).music).toEqual(music)
    expect((await readSession(participant.token)).music).toEqual(music)
    // The level defaults to 60.
    expect((await setMusic(owner.token, { audioId: id })).json()).toMatchObject({ music: { level: 60 } })
  })

  it('goes back to the random track with audioId null, and when the audio is deleted', async () => {
    const { id } = await makeLibraryAudio(t.db, dataDir, { ownerId: owner.id })
    await setMusic(owner.token, { audioId: id, level: 50 })
    expect((await setMusic(owner.token, { audioId: null })).json()).toEqual({ music: null })
    expect((await readSession(owner.token)).music).toBeNull()

    await setMusic(owner.token, { audioId: id, level: 50 })
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/audio-library/${id}`, headers: bearer(owner.token) }))
        .statusCode,
    ).toBe(204)
    expect((await readSession(participant.token)).music).toBeNull()
  })

  it('refuses anyone but the owner, and audio that is not the owner’s own', async () => {
    const { id } = await makeLibraryAudio(t.db, dataDir, { ownerId: owner.id })
    expect((await setMusic(null, { audioId: id })).statusCode).toBe(401)
    const byParticipant = await setMusic(participant.token, { audioId: id })
    expect(byParticipant.statusCode).toBe(403)
    expect(byParticipant.json()).toEqual({ message: sessionOwnerOnlyMessage })
    const byStranger = await setMusic(stranger.token, { audioId: id })
    expect(byStranger.statusCode).toBe(404)
    expect(byStranger.json()).toEqual({ message: sessionNotFoundMessage })
    expect((await setMusic(owner.token, { audioId: id }, clientId())).statusCode).toBe(404)

    const others = await makeLibraryAudio(t.db, dataDir, { ownerId: participant.id })
    for (const audioId of [others.id, clientId()]) {
      const res = await setMusic(owner.token, { audioId })
      expect(res.statusCode).toBe(422)
      expect(res.json()).toEqual({ message: sessionMessages.unknownMusic })
    }
    for (const payload of [
      { audioId: id, level: 101 },
      { audioId: id, level: -1 },
      { audioId: id, level: 'loud' },
      { level: 40 },
      { audioId: 'x'.repeat(65) },
    ]) {
      const res = await setMusic(owner.token, payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(400)
      expect(res.json<{ message: string }>().message).toBeTruthy()
    }
  })
})

describe('hearing the music', () => {
  it('lets a participant hear the session’s music, but no other audio of the owner’s library', async () => {
    const bytes = makeWav(0.1)
    const music = await makeLibraryAudio(t.db, dataDir, { ownerId: owner.id, bytes })
    const unused = await makeLibraryAudio(t.db, dataDir, { ownerId: owner.id })
    await setMusic(owner.token, { audioId: music.id, level: 70 })

    const heard = await hear(participant.token, music.id)
    expect(heard.status).toBe(200)
    expect(Buffer.from(await heard.arrayBuffer())).toEqual(bytes)
    const ranged = await fetch(`${base}/api/audio-library/${music.id}/audio`, {
      headers: { ...bearer(participant.token), range: 'bytes=0-9' },
    })
    expect(ranged.status).toBe(206)
    expect(Buffer.from(await ranged.arrayBuffer())).toEqual(bytes.subarray(0, 10))

    expect((await hear(participant.token, unused.id)).status).toBe(404)
    expect((await hear(stranger.token, music.id)).status).toBe(404)
    expect((await hear(null, music.id)).status).toBe(401)
  })
})
