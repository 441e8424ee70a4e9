// Takes over real HTTP with the tus protocol: uploads that resume after a dropped connection and
// after a server restart, idempotent takes, checks of metadata, bytes and size, and the audio
// route with HTTP Range, each for session members only.
import { mkdtemp, readdir, rm, stat, utimes } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Script } from '#contract/scripts'
import { type Session } from '#contract/sessions'
import { takeMaxBytes, type Take } from '#contract/takes'
import { takes } from '#server/db/schema'
import { openBlobStore } from '#server/blobs/open-blob-store'
import { removeAbandonedUploads } from '#server/blobs/abandoned-uploads'
import { clientId, joinSession, makeScript, makeSession, makeShareLink, makeSignedInUser } from './support/factories'
import { buildTestApp, listenOnLoopback, startTestApp, type TestApp } from './support/test-app'
import { audioBytes, createUpload, interruptedPatch, patchUpload, uploadOffset } from './support/tus'

type Member = Awaited<ReturnType<typeof makeSignedInUser>>

let dataDir: string
let t: TestApp
let app: FastifyInstance
let base: string
let owner: Member
let participant: Member
let stranger: Member
let script: Script
let sessionId: string

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'takes-'))
  t = await startTestApp({ contentDir: null, dataDir })
  app = t.app
  base = await listenOnLoopback(app)
  owner = await makeSignedInUser(app, t.db)
  participant = await makeSignedInUser(app, t.db)
  stranger = await makeSignedInUser(app, t.db)
  script = await makeScript(app, owner.token, { lineCount: 5 })
  sessionId = (await makeSession(app, owner.token, script.id)).id
  await joinSession(app, participant.token, (await makeShareLink(app, owner.token, sessionId)).linkId)
})
afterAll(async () => {
  await app.close()
  await t.database.drop()
  await rm(dataDir, { recursive: true, force: true })
})

const lineId = (index: number) => script.lines[index]!.id
const meta = (overrides: Record<string, string | number> = {}) => ({
  takeId: clientId(),
  sessionId,
  lineId: lineId(0),
  durationMs: 1500,
  mime: 'audio/webm',
  ...overrides,
})
const api = (url: string, token: string | null, init: RequestInit = {}) =>
  fetch(`${base}${url}`, {
    ...init,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...init.headers },
  })

async function uploadWhole(
  token: string,
  metadata: ReturnType<typeof meta>,
  bytes: Uint8Array<ArrayBuffer>,
): Promise<Response> {
  const created = await createUpload(base, token, metadata, bytes.length)
  expect(created.status, await created.clone().text()).toBe(201)
  return patchUpload(new URL(created.headers.get('location')!, base).toString(), token, 0, bytes)
}

async function takeRows(takeId: string) {
  return t.db.select().from(takes).where(eq(takes.id, takeId))
}

const badMetadata =
  'The upload does not describe a take (takeId, sessionId, lineId, durationMs, mime; cueEndMs a whole number of ms when recorded through a cue).'

describe('uploading a take', () => {
  it('records the take when the last byte arrives; the first take of a line is chosen', async () => {
    const metadata = meta({ lineId: lineId(1) })
    const bytes = audioBytes('audio/webm', 5000)
    const res = await uploadWhole(participant.token, metadata, bytes)
    expect(res.status).toBe(204)
    const [row] = await takeRows(metadata.takeId)
    expect(row).toMatchObject({
      sessionId,
      lineId: lineId(1),
      userId: participant.id,
      size: 5000,
      mime: 'audio/webm',
      chosen: true,
    })

    const session = (await (await api(`/api/sessions/${sessionId}`, owner.token)).json()) as Session
    expect(session.takes.find((take) => take.id === metadata.takeId)).toMatchObject({
      audioUrl: `/api/takes/${metadata.takeId}/audio`,
      durationMs: 1500,
    })
  })

  it('resumes an upload cut half-way from the offset the server has, without sending the first half again', async () => {
    const metadata = meta({ lineId: lineId(2), mime: 'audio/ogg' })
    const bytes = audioBytes('audio/ogg', 200_000)
    const half = 100_000
    const created = await createUpload(base, owner.token, metadata, bytes.length)
    const url = new URL(created.headers.get('location')!, base).toString()

    const stored = () => stat(path.join(dataDir, 'blobs', 'uploads', metadata.takeId)).then((file) => file.size)
    await interruptedPatch(url, owner.token, 0, bytes, half, stored)
    const after = await uploadOffset(url, owner.token)
    expect(after).toEqual({ status: 200, offset: half, length: bytes.length })
    expect(await takeRows(metadata.takeId)).toEqual([])

    const rest = bytes.subarray(after.offset)
    expect(rest.length).toBe(bytes.length - half)
    const res = await patchUpload(url, owner.token, after.offset, rest)
    expect(res.status).toBe(204)
    expect(res.headers.get('upload-offset')).toBe(String(bytes.length))

    const audio = await api(`/api/takes/${metadata.takeId}/audio`, owner.token)
    expect(Buffer.from(await audio.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true)
  })

  it('survives a server restart: the new server reports the offset and finishes the upload', async () => {
    const metadata = meta({ lineId: lineId(3) })
    const bytes = audioBytes('audio/webm', 64_000)
    const created = await createUpload(base, owner.token, metadata, bytes.length)
    const location = created.headers.get('location')!
    expect(
      (await patchUpload(new URL(location, base).toString(), owner.token, 0, bytes.subarray(0, 20_000))).status,
    ).toBe(204)

    await app.close()
    app = await buildTestApp(t.db, t.clock, { contentDir: null, dataDir })
    base = await listenOnLoopback(app)
    const url = new URL(location, base).toString()

    expect(await uploadOffset(url, owner.token)).toEqual({ status: 200, offset: 20_000, length: bytes.length })
    expect((await patchUpload(url, owner.token, 20_000, bytes.subarray(20_000))).status).toBe(204)
    expect(await takeRows(metadata.takeId)).toHaveLength(1)
  })

  it('records a finished upload that has no take yet when the client asks for its offset', async () => {
    const metadata = meta({ lineId: lineId(2) })
    const bytes = audioBytes('audio/webm', 6000)
    const created = await createUpload(base, owner.token, metadata, bytes.length)
    const url = new URL(created.headers.get('location')!, base).toString()
    expect((await patchUpload(url, owner.token, 0, bytes)).status).toBe(204)
    // As if the insert had failed after the last byte was written.
    await t.db.delete(takes).where(eq(takes.id, metadata.takeId))

    expect(await uploadOffset(url, participant.token)).toMatchObject({ status: 404 })
    expect(await takeRows(metadata.takeId)).toEqual([])
    expect(await uploadOffset(url, owner.token)).toEqual({ status: 200, offset: bytes.length, length: bytes.length })
    expect(await takeRows(metadata.takeId)).toHaveLength(1)
  })

  it('has nothing to clean up on a fresh install, before the first upload made the folder', async () => {
    expect(
      await removeAbandonedUploads(openBlobStore({ dataDir: path.join(dataDir, 'not-made-yet') }), 'uploads'),
    ).toBe(0)
  })

  it('deletes an upload left unfinished for two weeks at the next start; finished takes stay however old', async () => {
    const unfinished = meta({ lineId: lineId(1) })
    const partial = audioBytes('audio/webm', 30_000)
    const created = await createUpload(base, owner.token, unfinished, partial.length)
    const location = created.headers.get('location')!
    expect(
      (await patchUpload(new URL(location, base).toString(), owner.token, 0, partial.subarray(0, 10_000))).status,
    ).toBe(204)
    const finished = meta({ lineId: lineId(1) })
    expect((await uploadWhole(owner.token, finished, audioBytes('audio/webm', 4000))).status).toBe(204)

    const uploads = path.join(dataDir, 'blobs', 'uploads')
    const fifteenDaysAgo = new Date(Date.now() - 15 * 24 * 60 * 60 * 1000)
    for (const id of [unfinished.takeId, finished.takeId]) {
      for (const file of [id, `${id}.json`]) await utimes(path.join(uploads, file), fifteenDaysAgo, fifteenDaysAgo)
    }

    await app.close()
    app = await buildTestApp(t.db, t.clock, { contentDir: null, dataDir })
    base = await listenOnLoopback(app)

    // The clean-up removes the upload's two files one after the other: wait for both.
    await vi.waitFor(async () => expect(await readdir(uploads)).not.toContain(unfinished.takeId), { timeout: 5000 })
    await vi.waitFor(async () => expect(await readdir(uploads)).not.toContain(`${unfinished.takeId}.json`), {
      timeout: 5000,
    })
    expect((await uploadOffset(new URL(location, base).toString(), owner.token)).status).toBe(404)
    expect((await api(`/api/takes/${finished.takeId}/audio`, owner.token)).status).toBe(200)
  })

  it('is one take however often it is uploaded; creating it again answers the existing upload', async () => {
    const metadata = meta({ mime: 'audio/mp4' })
    const bytes = audioBytes('audio/mp4', 3000)
    expect((await uploadWhole(owner.token, metadata, bytes)).status).toBe(204)

    const again = await createUpload(base, owner.token, metadata, bytes.length)
    expect(again.status).toBe(201)
    expect(again.headers.get('upload-offset')).toBe('3000')
    expect(again.headers.get('location')).toBe(`/api/uploads/takes/${metadata.takeId}`)
    const url = new URL(again.headers.get('location')!, base).toString()
    expect((await patchUpload(url, owner.token, 3000, new Uint8Array(0))).status).toBe(204)
    expect(await takeRows(metadata.takeId)).toHaveLength(1)
  })

  it('continues an unfinished upload when the take is created again (a device that lost the upload address)', async () => {
    const metadata = meta()
    const bytes = audioBytes('audio/webm', 10_000)
    const created = await createUpload(base, owner.token, metadata, bytes.length)
    await patchUpload(
      new URL(created.headers.get('location')!, base).toString(),
      owner.token,
      0,
      bytes.subarray(0, 4000),
    )
    const again = await createUpload(base, owner.token, metadata, bytes.length)
    expect([again.status, again.headers.get('upload-offset')]).toEqual([201, '4000'])
  })

  it('keeps where the cue ended in a take recorded through it, and none for a take recorded without', async () => {
    const throughCue = meta({ lineId: lineId(2), cueEndMs: 2140 })
    expect((await uploadWhole(participant.token, throughCue, audioBytes('audio/webm', 800))).status).toBe(204)
    const without = meta({ lineId: lineId(2) })
    expect((await uploadWhole(participant.token, without, audioBytes('audio/webm', 800))).status).toBe(204)

    const session = (await (await api(`/api/sessions/${sessionId}`, owner.token)).json()) as Session
    const byId = (id: string) => session.takes.find((take) => take.id === id)
    expect(byId(throughCue.takeId)?.cueEndMs).toBe(2140)
    expect(byId(without.takeId)?.cueEndMs).toBeNull()
  })
  it('refuses bad metadata, unknown lines, strangers, visitors and a take id someone else uses', async () => {
    const json = async (res: Response) => [res.status, await res.json()]
    expect(await json(await createUpload(base, owner.token, meta({ mime: 'audio/x-wav' }), 100))).toEqual([
      400,
      { message: badMetadata },
    ])
    expect((await createUpload(base, owner.token, meta({ takeId: 'short' }), 100)).status).toBe(400)
    for (const cueEndMs of ['-5', '12.5', 'soon'])
      expect(await json(await createUpload(base, owner.token, meta({ cueEndMs }), 100))).toEqual([
        400,
        { message: badMetadata },
      ])
    for (const recordedAt of ['yesterday', '2026-13-01T00:00:00Z', '1764547200000'])
      expect(await json(await createUpload(base, owner.token, meta({ recordedAt }), 100))).toEqual([
        400,
        { message: badMetadata },
      ])
    expect(await json(await createUpload(base, owner.token, meta({ lineId: 'no-such-line' }), 100))).toEqual([
      400,
      { message: 'This line is not in the script of this session.' },
    ])
    expect(await json(await createUpload(base, stranger.token, meta(), 100))).toEqual([
      404,
      { message: 'This session does not exist.' },
    ])
    expect((await createUpload(base, null, meta(), 100)).status).toBe(401)

    const taken = meta()
    const created = await createUpload(base, owner.token, taken, 100)
    expect((await createUpload(base, participant.token, taken, 100)).status).toBe(409)
    const url = new URL(created.headers.get('location')!, base).toString()
    expect((await uploadOffset(url, participant.token)).status).toBe(404)
    expect((await patchUpload(url, participant.token, 0, audioBytes('audio/webm', 100))).status).toBe(404)
  })

  it(`refuses a take larger than ${takeMaxBytes} bytes`, async () => {
    const res = await createUpload(base, owner.token, meta(), takeMaxBytes + 1)
    expect([res.status, await res.json()]).toEqual([413, { message: 'This take is larger than the 200 MB limit.' }])
  })

  it('refuses bytes that are not the declared audio, and forgets them', async () => {
    const metadata = meta({ mime: 'audio/webm' })
    const res = await uploadWhole(owner.token, metadata, audioBytes('audio/ogg', 2000))
    expect([res.status, await res.json()]).toEqual([
      415,
      { message: 'This file is not the audio its type says (WebM, MP4 or Ogg expected).' },
    ])
    expect(await takeRows(metadata.takeId)).toEqual([])
    expect(
      (await readdir(path.join(dataDir, 'blobs', 'uploads'))).filter((name) => name.startsWith(metadata.takeId)),
    ).toEqual([])
  })
})

describe('choosing takes and seeing new ones', () => {
  it('chooses the newest take of a line (a retake uploaded after going back online too) until a member chooses one', async () => {
    const line = lineId(2)
    const chosenOf = async () =>
      (await t.db.select().from(takes).where(eq(takes.lineId, line))).filter((row) => row.chosen).map((row) => row.id)
    const first = meta({ lineId: line })
    await uploadWhole(owner.token, first, audioBytes('audio/webm', 500))
    expect(await chosenOf()).toEqual([first.takeId])
    const retake = meta({ lineId: line })
    await uploadWhole(owner.token, retake, audioBytes('audio/webm', 500))
    expect(await chosenOf()).toEqual([retake.takeId])
    // The answer says whether a member chose it, so a device knows whether its own newer take,
    // not uploaded yet, will take its place.
    const chosenBy = async () =>
      ((await (await api(`/api/sessions/${sessionId}`, owner.token)).json()) as Session).takes
        .filter((take) => take.lineId === line && take.chosen)
        .map((take) => [take.id, take.chosenByMember])
    expect(await chosenBy()).toEqual([[retake.takeId, false]])

    const choose = await api(`/api/sessions/${sessionId}/takes/${first.takeId}/choose`, owner.token, { method: 'POST' })
    expect(choose.status).toBe(200)
    expect(((await choose.json()) as Take).chosenByMember).toBe(true)
    await uploadWhole(participant.token, meta({ lineId: line }), audioBytes('audio/webm', 500))
    expect(await chosenOf()).toEqual([first.takeId])
    expect(await chosenBy()).toEqual([[first.takeId, true]])
  })

  it('takes "newest" as recorded last, whatever order the takes arrive in; a device clock ahead counts as now', async () => {
    const line = lineId(4)
    const chosenOf = async () =>
      (await t.db.select().from(takes).where(eq(takes.lineId, line))).filter((row) => row.chosen).map((row) => row.id)
    const at = (msAgo: number) => new Date(t.clock.now().getTime() - msAgo).toISOString()
    // Recorded a minute ago, sent now: it is the newest so far.
    const retake = meta({ lineId: line, recordedAt: at(60_000) })
    await uploadWhole(owner.token, retake, audioBytes('audio/webm', 500))
    expect(await chosenOf()).toEqual([retake.takeId])
    // Recorded before it on a device that was offline, sent after it: not chosen.
    const waitedAt = at(120_000)
    const waited = meta({ lineId: line, recordedAt: waitedAt })
    await uploadWhole(participant.token, waited, audioBytes('audio/webm', 500))
    expect(await chosenOf()).toEqual([retake.takeId])
    // An older app sends no time: received now, so the newest.
    const unsaid = meta({ lineId: line })
    await uploadWhole(owner.token, unsaid, audioBytes('audio/webm', 500))
    expect(await chosenOf()).toEqual([unsaid.takeId])
    // A clock an hour ahead is taken for the server's now.
    t.clock.advance(1000)
    const ahead = meta({ lineId: line, recordedAt: at(-3_600_000) })
    await uploadWhole(owner.token, ahead, audioBytes('audio/webm', 500))
    expect(await chosenOf()).toEqual([ahead.takeId])
    const [row] = await takeRows(ahead.takeId)
    expect(row?.recordedAt?.toISOString()).toBe(row?.createdAt.toISOString())
    const session = (await (await api(`/api/sessions/${sessionId}`, owner.token)).json()) as Session
    expect(session.takes.find((take) => take.id === waited.takeId)?.recordedAt).toBe(waitedAt)
  })

  it('keeps exactly one chosen take per line, chosen by any member', async () => {
    const line = lineId(0)
    const first = meta({ lineId: line })
    const second = meta({ lineId: line })
    await uploadWhole(owner.token, first, audioBytes('audio/webm', 1000))
    await uploadWhole(participant.token, second, audioBytes('audio/webm', 1000))
    const before = t.clock.now().toISOString()

    const choose = await api(`/api/sessions/${sessionId}/takes/${second.takeId}/choose`, participant.token, {
      method: 'POST',
    })
    expect(((await choose.json()) as Take).chosen).toBe(true)
    const rows = await t.db.select().from(takes).where(eq(takes.lineId, line))
    expect(rows.filter((row) => row.chosen).map((row) => row.id)).toEqual([second.takeId])

    const poll = (await (
      await api(`/api/sessions/${sessionId}/takes?after=${encodeURIComponent(before)}`, owner.token)
    ).json()) as {
      takes: Take[]
      serverTime: string
    }
    expect(poll.takes).toEqual([])
    const later = meta({ lineId: line })
    await uploadWhole(participant.token, later, audioBytes('audio/webm', 500))
    const next = (await (
      await api(`/api/sessions/${sessionId}/takes?after=${encodeURIComponent(poll.serverTime)}`, owner.token)
    ).json()) as {
      takes: Take[]
    }
    expect(next.takes.map((take) => [take.id, take.chosen])).toContainEqual([later.takeId, false])

    const history = (await (await api('/api/sessions', owner.token)).json()) as {
      items: Array<{ id: string; recordedLineCount: number }>
    }
    expect(history.items.find((item) => item.id === sessionId)?.recordedLineCount).toBe(script.lines.length)
  })
  it('answers a poll that finds nothing new 304 to its ETag, and finds the next take', async () => {
    const takesAfter = (after: string, headers: Record<string, string> = {}) =>
      api(`/api/sessions/${sessionId}/takes?after=${encodeURIComponent(after)}`, owner.token, { headers })
    const first = await takesAfter(t.clock.now().toISOString())
    const empty = (await first.json()) as { takes: Take[]; serverTime: string }
    expect(empty.takes).toEqual([])
    expect(first.headers.get('cache-control')).toBe('private, no-cache')
    const etag = first.headers.get('etag')!

    const again = await takesAfter(empty.serverTime, { 'if-none-match': etag })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')

    t.clock.advance(1000)
    const later = meta({ lineId: lineId(2) })
    await uploadWhole(participant.token, later, audioBytes('audio/webm', 500))
    const found = await takesAfter(empty.serverTime, { 'if-none-match': etag })
    expect(found.status).toBe(200)
    expect(((await found.json()) as { takes: Take[] }).takes.map((take) => take.id)).toEqual([later.takeId])
  })
  it('refuses a time before the year 1 with a 400, which PostgreSQL cannot hold (the fuzzing found a 500)', async () => {
    const res = await api(
      `/api/sessions/${sessionId}/takes?after=${encodeURIComponent('0000-02-29T19:32:03Z')}`,
      owner.token,
    )
    expect(res.status).toBe(400)
    expect(((await res.json()) as { message: string }).message).toContain('must be a time from the year 1 on')
    expect(
      (await api(`/api/sessions/${sessionId}/takes?after=${encodeURIComponent('0001-01-01T00:00:00Z')}`, owner.token))
        .status,
    ).toBe(200)
  })
  it('chooses only takes of the session in the address, for its members only', async () => {
    const otherScript = await makeScript(app, owner.token)
    const otherSession = (await makeSession(app, owner.token, otherScript.id)).id
    const elsewhere = { ...meta(), sessionId: otherSession, lineId: otherScript.lines[0]!.id }
    await uploadWhole(owner.token, elsewhere, audioBytes('audio/webm', 500))
    const mine = meta({ lineId: lineId(1) })
    await uploadWhole(owner.token, mine, audioBytes('audio/webm', 500))
    // A newer take of the line is the chosen one until a member chooses.
    await uploadWhole(owner.token, meta({ lineId: lineId(1) }), audioBytes('audio/webm', 500))

    const crossed = await api(`/api/sessions/${sessionId}/takes/${elsewhere.takeId}/choose`, owner.token, {
      method: 'POST',
    })
    expect([crossed.status, await crossed.json()]).toEqual([404, { message: 'This take does not exist.' }])
    const byStranger = await api(`/api/sessions/${sessionId}/takes/${mine.takeId}/choose`, stranger.token, {
      method: 'POST',
    })
    expect([byStranger.status, await byStranger.json()]).toEqual([404, { message: 'This session does not exist.' }])
    expect((await api(`/api/sessions/${sessionId}/takes/${mine.takeId}/choose`, null, { method: 'POST' })).status).toBe(
      401,
    )
    expect((await takeRows(mine.takeId))[0]?.chosen).toBe(false)
  })
})

describe('trimming a take', () => {
  const trim = (takeId: string, token: string | null, body: unknown, session = sessionId) =>
    api(`/api/sessions/${session}/takes/${takeId}/trim`, token, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })

  it('keeps the points any member sets, shows them with the take, and never touches its audio', async () => {
    const metadata = meta({ lineId: lineId(3), durationMs: 4000 })
    const bytes = audioBytes('audio/webm', 3000)
    await uploadWhole(participant.token, metadata, bytes)
    const audioBefore = Buffer.from(await (await api(`/api/takes/${metadata.takeId}/audio`, owner.token)).arrayBuffer())

    const byRecorder = await trim(metadata.takeId, participant.token, { startMs: 1050, endMs: 3250 })
    expect(byRecorder.status).toBe(200)
    expect(((await byRecorder.json()) as Take).trim).toEqual({ startMs: 1050, endMs: 3250 })
    const byOwner = await trim(metadata.takeId, owner.token, { startMs: 990, endMs: 3300 })
    expect(((await byOwner.json()) as Take).trim).toEqual({ startMs: 990, endMs: 3300 })

    const session = (await (await api(`/api/sessions/${sessionId}`, participant.token)).json()) as Session
    expect(session.takes.find((take) => take.id === metadata.takeId)?.trim).toEqual({ startMs: 990, endMs: 3300 })
    const audioAfter = Buffer.from(await (await api(`/api/takes/${metadata.takeId}/audio`, owner.token)).arrayBuffer())
    expect(audioAfter.equals(audioBefore)).toBe(true)
    expect(audioAfter.equals(Buffer.from(bytes))).toBe(true)
  })

  it('keeps the loudness the recording member’s device sends with a trim, for every member; ignores another’s, refuses a figure out of range', async () => {
    const metadata = meta({ lineId: lineId(3), durationMs: 4000 })
    await uploadWhole(participant.token, metadata, audioBytes('audio/webm', 3000))
    const lufsSeenBy = async (token: string) =>
      ((await (await api(`/api/sessions/${sessionId}`, token)).json()) as Session).takes.find(
        (take) => take.id === metadata.takeId,
      )?.lufs
    expect(await lufsSeenBy(owner.token)).toBeNull()

    const byRecorder = await trim(metadata.takeId, participant.token, { startMs: 1050, endMs: 3250, lufs: -19.26 })
    expect(((await byRecorder.json()) as Take).lufs).toBe(-19.3)
    expect(await lufsSeenBy(owner.token)).toBe(-19.3)
    // The owner moves the points, and sends a figure of its own: the recording device's stays.
    const byOwner = await trim(metadata.takeId, owner.token, { startMs: 990, endMs: 3300, lufs: -30 })
    expect(((await byOwner.json()) as Take).lufs).toBe(-19.3)
    // Points alone (an older app, or loudness not measured yet) leave the figure as it is.
    await trim(metadata.takeId, participant.token, { startMs: 1000, endMs: 3300 })
    expect(await lufsSeenBy(participant.token)).toBe(-19.3)
    for (const lufs of [50, -500, 'loud']) {
      const refused = await trim(metadata.takeId, participant.token, { startMs: 1000, endMs: 3300, lufs })
      expect(refused.status).toBe(400)
    }
    // Not measurable (too short, silent): null, said as such.
    await trim(metadata.takeId, participant.token, { startMs: 1000, endMs: 3300, lufs: null })
    expect(await lufsSeenBy(owner.token)).toBeNull()
  })

  it('keeps the waveform the recording member’s device sends with a trim, for every member; ignores another’s, refuses a malformed one', async () => {
    const metadata = meta({ lineId: lineId(3), durationMs: 4000 })
    await uploadWhole(participant.token, metadata, audioBytes('audio/webm', 3000))
    const peaksSeenBy = async (token: string) =>
      ((await (await api(`/api/sessions/${sessionId}`, token)).json()) as Session).takes.find(
        (take) => take.id === metadata.takeId,
      )?.peaks
    expect(await peaksSeenBy(owner.token)).toBeNull()
    const peaks = Array.from({ length: 64 }, (_, index) => (index * 7) % 101)
    const points = { startMs: 1000, endMs: 3300 }
    expect((await trim(metadata.takeId, participant.token, { ...points, peaks })).status).toBe(200)
    expect(await peaksSeenBy(owner.token)).toEqual(peaks)
    await trim(metadata.takeId, owner.token, { ...points, peaks: peaks.map(() => 0) })
    expect(await peaksSeenBy(participant.token)).toEqual(peaks)
    for (const bad of [peaks.slice(1), [...peaks.slice(1), 101], [...peaks.slice(1), -1], [...peaks.slice(1), 0.5]]) {
      const refused = await trim(metadata.takeId, participant.token, { ...points, peaks: bad })
      expect(refused.status).toBe(400)
    }
    expect(await peaksSeenBy(owner.token)).toEqual(peaks)
  })

  it('a new take has no trim: it plays whole until one is set', async () => {
    const metadata = meta({ lineId: lineId(3) })
    await uploadWhole(owner.token, metadata, audioBytes('audio/webm', 500))
    const session = (await (await api(`/api/sessions/${sessionId}`, owner.token)).json()) as Session
    expect(session.takes.find((take) => take.id === metadata.takeId)?.trim).toBeNull()
  })

  it('keeps the end within the take, and refuses a start after the end, past the take or too little kept', async () => {
    const metadata = meta({ lineId: lineId(3), durationMs: 2000 })
    await uploadWhole(owner.token, metadata, audioBytes('audio/webm', 500))
    const pastTheEnd = await trim(metadata.takeId, owner.token, { startMs: 100, endMs: 9000 })
    expect([pastTheEnd.status, ((await pastTheEnd.json()) as Take).trim]).toEqual([200, { startMs: 100, endMs: 2000 }])

    const refused = async (body: unknown) => {
      const res = await trim(metadata.takeId, owner.token, body)
      return [res.status, ((await res.json()) as { message: string }).message]
    }
    expect(await refused({ startMs: 1500, endMs: 1500 })).toEqual([
      400,
      'The start of a trim must come before its end.',
    ])
    expect(await refused({ startMs: 1800, endMs: 1200 })).toEqual([
      400,
      'The start of a trim must come before its end.',
    ])
    expect(await refused({ startMs: 2500, endMs: 3000 })).toEqual([
      400,
      'This trim starts after the take ends (at 2000 ms).',
    ])
    expect(await refused({ startMs: 1980, endMs: 2600 })).toEqual([400, 'A trimmed take must keep at least 50 ms.'])
    for (const body of [{ startMs: -1, endMs: 100 }, { startMs: 0.5, endMs: 100 }, { startMs: 0 }, 'all', null]) {
      expect((await trim(metadata.takeId, owner.token, body)).status).toBe(400)
    }
    expect((await takeRows(metadata.takeId))[0]).toMatchObject({ trimStartMs: 100, trimEndMs: 2000 })
  })

  it('trims only takes of the session in the address, for its members only', async () => {
    const metadata = meta({ lineId: lineId(3) })
    await uploadWhole(owner.token, metadata, audioBytes('audio/webm', 500))
    const otherSession = (await makeSession(app, owner.token, (await makeScript(app, owner.token)).id)).id
    const points = { startMs: 10, endMs: 900 }
    const crossed = await trim(metadata.takeId, owner.token, points, otherSession)
    expect([crossed.status, await crossed.json()]).toEqual([404, { message: 'This take does not exist.' }])
    const byStranger = await trim(metadata.takeId, stranger.token, points)
    expect([byStranger.status, await byStranger.json()]).toEqual([404, { message: 'This session does not exist.' }])
    expect((await trim(metadata.takeId, null, points)).status).toBe(401)
    expect((await trim(clientId(), owner.token, points)).status).toBe(404)
    expect((await takeRows(metadata.takeId))[0]).toMatchObject({ trimStartMs: null, trimEndMs: null })
  })
})

describe('GET /api/takes/:takeId/audio', () => {
  let takeId: string
  const bytes = audioBytes('audio/webm', 1000)

  beforeAll(async () => {
    const metadata = meta()
    takeId = metadata.takeId
    await uploadWhole(participant.token, metadata, bytes)
  })

  it('serves the whole take with its type, ranges and a year of private caching', async () => {
    const res = await api(`/api/takes/${takeId}/audio`, owner.token)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('audio/webm')
    expect(res.headers.get('accept-ranges')).toBe('bytes')
    expect(res.headers.get('cache-control')).toBe('private, max-age=31536000, immutable')
    expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true)
  })

  it('answers a range with 206 and exactly that slice', async () => {
    const res = await api(`/api/takes/${takeId}/audio`, owner.token, { headers: { range: 'bytes=100-199' } })
    expect(res.status).toBe(206)
    expect(res.headers.get('content-range')).toBe('bytes 100-199/1000')
    expect(res.headers.get('content-length')).toBe('100')
    expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(bytes.subarray(100, 200)))).toBe(true)

    const tail = await api(`/api/takes/${takeId}/audio`, owner.token, { headers: { range: 'bytes=-10' } })
    expect([tail.status, tail.headers.get('content-range')]).toEqual([206, 'bytes 990-999/1000'])
    const open = await api(`/api/takes/${takeId}/audio`, owner.token, { headers: { range: 'bytes=998-' } })
    expect(Buffer.from(await open.arrayBuffer()).equals(Buffer.from(bytes.subarray(998)))).toBe(true)

    const outside = await api(`/api/takes/${takeId}/audio`, owner.token, { headers: { range: 'bytes=5000-' } })
    expect([outside.status, outside.headers.get('content-range')]).toEqual([416, 'bytes */1000'])
  })

  it('is for session members only', async () => {
    expect((await api(`/api/takes/${takeId}/audio`, participant.token)).status).toBe(200)
    const res = await api(`/api/takes/${takeId}/audio`, stranger.token)
    expect([res.status, await res.json()]).toEqual([404, { message: 'This take does not exist.' }])
    expect((await api(`/api/takes/${takeId}/audio`, null)).status).toBe(401)
    expect((await api('/api/takes/not-an-id!/audio', owner.token)).status).toBe(404)
  })
})
