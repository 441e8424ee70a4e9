// Episodes: audio uploads checked by their bytes, publishing (from a file or a session with its
// transcript and chapters), who sees what in every state, notifications once, approval, Range.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ChannelView } from '#contract/channels'
import type { EpisodeSummary, EpisodeView, UploadedAudio } from '#contract/episodes'
import type { Page } from '#contract/pagination'
import type { Database } from '#server/db/database'
import { channelFollows, classMembers, episodes, favourites, listens, notifications } from '#server/db/schema'
import { sniffEpisodeAudio } from '#shared/episode-audio-sniff'
import { receiveToFile } from '#server/blobs/upload-receiver'
import { uploadEpisodeAudio } from '#server/episodes/audio-upload'
import { removeUnattachedAudio } from '#server/episodes/cleanup'
import { removeEpisode, updateEpisode } from '#server/episodes/manage'
import { publishDueEpisodes } from '#server/episodes/notify'
import { chaptersOf } from '#server/episodes/transcript'
import { HttpError } from '#server/http/errors'
import { bearer, clientId, makeClassMembership, makeSession, makeSignedInUser, signIn } from './support/factories'
import { caller } from './support/inject'
import { createChannel, mp3Of, publishEpisode, uploadMp3 } from './support/podcast'
import { listenOnLoopback, startTestApp, type TestApp } from './support/test-app'
import { openBlobStore } from '#server/blobs/open-blob-store'

let t: TestApp
let dataDir: string
let call: ReturnType<typeof caller>
type Member = Awaited<ReturnType<typeof makeSignedInUser>>
let owner: Member
let follower: Member
let stranger: Member
let teacher: Member
let student: Member
let channel: ChannelView
let classChannel: ChannelView

const patch = (url: string, token: string | null, payload: object) =>
  t.app.inject({ method: 'PATCH', url, headers: token ? bearer(token) : {}, payload })

const upload = (token: string | null, payload: Buffer | string, contentType = 'audio/mpeg') =>
  t.app.inject({
    method: 'POST',
    url: '/api/episode-audio/',
    headers: { ...(token ? bearer(token) : {}), 'content-type': contentType },
    payload,
  })

const notificationsOf = (userId: string, kind: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind as 'episode_published')))

/** Moves the app's clock, signing everyone in again (access tokens expire in minutes). */
async function advanceClock(ms: number): Promise<void> {
  t.clock.advance(ms)
  for (const member of [owner, follower, stranger, teacher, student]) member.token = (await signIn(t.app, member)).token
}

const inFuture = (ms: number) => new Date(t.clock.now().getTime() + ms).toISOString()

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'episodes-'))
  t = await startTestApp({ contentDir: null, dataDir })
  call = caller(t.app)
  owner = await makeSignedInUser(t.app, t.db)
  follower = await makeSignedInUser(t.app, t.db)
  stranger = await makeSignedInUser(t.app, t.db)
  teacher = await makeSignedInUser(t.app, t.db, { privileges: ['teacher'] })
  student = await makeSignedInUser(t.app, t.db)
  channel = await createChannel(t.app, owner.token, { title: 'Owner radio' }, t.db)
  const { classId } = await makeClassMembership(t.db, teacher.id, 'teacher')
  await t.db.insert(classMembers).values({ classId, userId: student.id, membership: 'student' })
  classChannel = await createChannel(t.app, teacher.token, { title: 'Class radio', classId }, t.db)
  await t.db.insert(channelFollows).values([
    { channelId: channel.id, userId: follower.id },
    { channelId: classChannel.id, userId: follower.id },
  ])
}, 60_000)

afterAll(async () => {
  await t?.close()
  await rm(dataDir, { recursive: true, force: true })
})

describe('uploading audio', () => {
  it('measures a real MP3 and keeps it for its owner only', async () => {
    const bytes = await mp3Of(3)
    const res = await upload(owner.token, bytes)
    expect(res.statusCode).toBe(201)
    const audio = res.json<UploadedAudio>()
    expect(audio.mime).toBe('audio/mpeg')
    expect(audio.size).toBe(bytes.length)
    expect(Math.abs(audio.durationMs - 3000)).toBeLessThanOrEqual(50)

    const url = `/api/episode-audio/${audio.id}.mp3`
    const mine = await call('GET', url, owner.token)
    expect(mine.statusCode).toBe(200)
    expect(mine.rawPayload.equals(bytes)).toBe(true)
    expect(mine.headers['cache-control']).toBe('private, no-store')
    expect((await call('GET', url, stranger.token)).statusCode).toBe(404)
    expect((await call('GET', url, null)).statusCode).toBe(404)
    expect((await call('GET', `/api/episode-audio/${audio.id}.m4a`, owner.token)).statusCode).toBe(404)
  })

  it('refuses what is not MP3 or AAC in MP4 (415), whatever it claims to be', async () => {
    const wav = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVEfmt '), Buffer.alloc(200)])
    for (const payload of [wav, 'just some text, honestly']) {
      const res = await upload(owner.token, payload)
      expect(res.statusCode).toBe(415)
      expect(res.json().message).toBe('The audio must be an MP3 or an M4A (AAC) file.')
    }
    expect((await upload(owner.token, await mp3Of(1), 'text/plain')).statusCode).toBe(415)
  })

  it('answers 422 for bytes that start like an MP3 but are not one', async () => {
    const garbage = Buffer.alloc(4000, 0x5a)
    for (const header of [Buffer.from('ID3'), Buffer.from([0xff, 0xfb, 0x90, 0x64])]) {
      const res = await upload(owner.token, Buffer.concat([header, garbage]))
      expect(res.statusCode).toBe(422)
      expect(res.json().message).toBe('This audio file cannot be read. Please export it again as MP3 or M4A.')
    }
  })

  it('answers 413 for a body over the limit', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/episode-audio/',
      headers: { ...bearer(owner.token), 'content-type': 'audio/mpeg', 'content-length': String(400 * 1024 * 1024) },
      payload: Readable.from([Buffer.alloc(10)]),
    })
    expect(res.statusCode).toBe(413)
    const file = path.join(dataDir, 'too-large')
    await expect(receiveToFile(Readable.from([Buffer.alloc(600), Buffer.alloc(600)]), file, 1000)).rejects.toSatisfy(
      (error) => error instanceof HttpError && error.statusCode === 413,
    )
  })

  it('limits the audio a member has waiting to be published, before reading the body (413)', async () => {
    const uploader = await makeSignedInUser(t.app, t.db)
    const first = await uploadMp3(t.app, uploader.token, 1)
    let read = false
    const untouched = () =>
      new Readable({
        read() {
          read = true
          this.push(null)
        },
      })
    const quota = 'You have too much audio waiting to be published. Publish or wait for it to be removed.'
    const attempt = (body: Readable, quotaBytes: number, declaredBytes?: number) =>
      uploadEpisodeAudio(t.db, {
        body,
        ownerId: uploader.id,
        blobs: openBlobStore({ dataDir }),
        tempDir: path.join(dataDir, 'tmp'),
        quotaBytes,
        declaredBytes,
        now: t.clock.now(),
      })
    await expect(attempt(untouched(), first.size)).rejects.toMatchObject({ statusCode: 413, message: quota })
    await expect(attempt(untouched(), first.size + 1000, 2000)).rejects.toMatchObject({
      statusCode: 413,
      message: quota,
    })
    expect(read).toBe(false)
    // Without a Content-Length, the stream stops where the room ends.
    await expect(
      attempt(Readable.from([Buffer.alloc(600), Buffer.alloc(600)]), first.size + 1000),
    ).rejects.toMatchObject({ statusCode: 413, message: quota })
    // Publishing frees the room.
    const own = await createChannel(t.app, uploader.token, { title: 'Uploader radio' }, t.db)
    expect(
      (
        await call('POST', `/api/channels/${own.id}/episodes`, uploader.token, {
          title: 'Out',
          audioId: first.id,
          publishAt: null,
        })
      ).statusCode,
    ).toBe(201)
    const bytes = await mp3Of(1)
    expect(await attempt(Readable.from([bytes]), bytes.length, bytes.length)).toMatchObject({ size: bytes.length })
  })

  it('takes ten uploads a minute from a member by default (a sixth of RATE_LIMIT_CREATE_PER_MINUTE)', async () => {
    const limited = await startTestApp({ contentDir: null, dataDir, rateLimits: { createPerMinute: 60 } })
    try {
      const member = await makeSignedInUser(limited.app, limited.db)
      const send = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/episode-audio/',
          headers: { ...bearer(member.token), 'content-type': 'audio/mpeg' },
          payload: Buffer.from('not audio'),
        })
      for (let i = 0; i < 10; i++) expect((await send()).statusCode).toBe(415)
      expect((await send()).statusCode).toBe(429)
    } finally {
      await limited.close()
    }
  })

  it('takes a real HTTP upload, streamed', async () => {
    const base = await listenOnLoopback(t.app)
    const bytes = await mp3Of(2)
    const res = await fetch(`${base}/api/episode-audio/`, {
      method: 'POST',
      headers: { ...bearer(owner.token), 'content-type': 'audio/mpeg' },
      body: new Uint8Array(bytes),
    })
    expect(res.status).toBe(201)
    const audio = (await res.json()) as UploadedAudio
    const range = await fetch(`${base}/api/episode-audio/${audio.id}.mp3`, {
      headers: { ...bearer(owner.token), range: 'bytes=0-99' },
    })
    expect(range.status).toBe(206)
    expect(Buffer.from(await range.arrayBuffer()).equals(bytes.subarray(0, 100))).toBe(true)
  })

  it('refuses an empty body', async () => {
    for (const contentType of ['audio/mpeg', 'audio/mp4']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/episode-audio/',
        headers: { ...bearer(owner.token), 'content-type': contentType },
      })
      expect(res.statusCode).toBe(415)
      expect((await upload(owner.token, Buffer.alloc(0), contentType)).statusCode).toBe(415)
    }
  })

  it('needs a member', async () => {
    expect((await upload(null, await mp3Of(1))).statusCode).toBe(401)
  })

  it('tells MP4 audio by its ftyp box', () => {
    const mp4 = (brand: string) =>
      Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftyp'), Buffer.from(brand)])
    expect(sniffEpisodeAudio(mp4('M4A '))).toBe('audio/mp4')
    expect(sniffEpisodeAudio(mp4('isom'))).toBe('audio/mp4')
    expect(sniffEpisodeAudio(mp4('qt  '))).toBeNull()
    expect(sniffEpisodeAudio(Buffer.from('ID3\u0004'))).toBe('audio/mpeg')
    expect(sniffEpisodeAudio(Buffer.from([0xff, 0xfb, 0x90, 0x64]))).toBe('audio/mpeg')
    // ADTS AAC has the sync word too, with layer bits 00.
    expect(sniffEpisodeAudio(Buffer.from([0xff, 0xf1, 0x50, 0x80]))).toBeNull()
  })
})

describe('publishing', () => {
  it('publishes an upload now, to those who may publish only', async () => {
    const audio = await uploadMp3(t.app, owner.token, 1)
    const body = { title: '  First  ', audioId: audio.id, publishAt: inFuture(-60_000) }
    expect((await call('POST', `/api/channels/${channel.id}/episodes`, null, body)).statusCode).toBe(401)
    for (const other of [follower, stranger, student]) {
      const res = await call('POST', `/api/channels/${channel.id}/episodes`, other.token, body)
      expect(res.statusCode).toBe(403)
      expect(res.json().message).toBe('You cannot publish to this channel.')
    }
    const res = await call('POST', `/api/channels/${channel.id}/episodes`, owner.token, body)
    expect(res.statusCode).toBe(201)
    const episode = res.json<EpisodeView>()
    expect(episode).toMatchObject({
      title: 'First',
      state: 'published',
      durationMs: audio.durationMs,
      mime: 'audio/mpeg',
      transcript: null,
      chapters: null,
    })
    expect(episode.audioUrl).toBe(`/api/episode-audio/${audio.id}.mp3`)
    expect(episode.viewer).toEqual({ canEdit: true, canApprove: false, favourite: false, positionMs: null })
    expect(new Date(episode.publishedAt!).getTime()).toBeGreaterThanOrEqual(new Date(body.publishAt).getTime())

    // The same audio twice, someone else's audio, an unknown one.
    expect((await call('POST', `/api/channels/${channel.id}/episodes`, owner.token, body)).json().message).toBe(
      'This audio was not uploaded by you, or is already an episode.',
    )
    const theirs = await uploadMp3(t.app, stranger.token, 1)
    for (const audioId of [theirs.id, clientId()]) {
      expect(
        (await call('POST', `/api/channels/${channel.id}/episodes`, owner.token, { ...body, audioId })).statusCode,
      ).toBe(422)
    }
  })

  it('tells the channel’s followers once, not its author', async () => {
    const before = (await notificationsOf(follower.id, 'episode_published')).length
    const episode = await publishEpisode(t.app, owner.token, channel.id, { title: 'Told' })
    const told = await notificationsOf(follower.id, 'episode_published')
    expect(told.length).toBe(before + 1)
    expect(told.find((row) => row.subjectId === episode.linkId)).toMatchObject({
      actorId: owner.id,
      payload: { title: 'Told' },
    })
    expect(await notificationsOf(owner.id, 'episode_published')).toHaveLength(0)
    // Unpublishing takes the notice back (it would lead to a missing page); publishing again tells no one again.
    expect((await patch(`/api/episodes/${episode.linkId}`, owner.token, { publishAt: null })).json().state).toBe(
      'unpublished',
    )
    expect(
      (await notificationsOf(follower.id, 'episode_published')).find((row) => row.subjectId === episode.linkId),
    ).toBeUndefined()
    expect((await patch(`/api/episodes/${episode.linkId}`, owner.token, { publishAt: inFuture(0) })).json().state).toBe(
      'published',
    )
    expect((await notificationsOf(follower.id, 'episode_published')).length).toBe(before)
  })

  it('refuses a publish time more than ten years ahead (422), at publishing and when changing', async () => {
    const audio = await uploadMp3(t.app, owner.token, 1)
    const url = `/api/channels/${channel.id}/episodes`
    const elevenYears = inFuture(11 * 366 * 24 * 3_600_000)
    for (const publishAt of ['9999-12-31T23:59:59-05:00', elevenYears]) {
      const res = await call('POST', url, owner.token, { title: 'Far', audioId: audio.id, publishAt })
      expect(res.statusCode, publishAt).toBe(422)
      expect(res.json().message).toBe('An episode can be scheduled at most 10 years ahead.')
    }
    const episode = await publishEpisode(t.app, owner.token, channel.id, {
      title: 'Near',
      publishAt: inFuture(9 * 365 * 24 * 3_600_000),
    })
    expect(episode.state).toBe('scheduled')
    const changed = await patch(`/api/episodes/${episode.linkId}`, owner.token, {
      publishAt: '9999-12-31T23:59:59-05:00',
    })
    expect(changed.statusCode).toBe(422)
    expect(changed.json().message).toBe('An episode can be scheduled at most 10 years ahead.')
    expect((await call('GET', `/api/episodes/${episode.linkId}`, owner.token)).json().publishedAt).toBe(
      episode.publishedAt,
    )
    expect((await call('DELETE', `/api/episodes/${episode.linkId}`, owner.token)).statusCode).toBe(204)
  })

  it('refuses bad bodies and ids with 4xx', async () => {
    const audio = await uploadMp3(t.app, owner.token, 1)
    const url = `/api/channels/${channel.id}/episodes`
    for (const payload of [
      { title: '   ', audioId: audio.id, publishAt: null },
      { title: 'x'.repeat(201), audioId: audio.id, publishAt: null },
      { title: 'T', audioId: audio.id, publishAt: 'tomorrow' },
      { title: 'T', audioId: audio.id },
      { title: 'T', audioId: '', publishAt: null },
      { title: 'T', audioId: audio.id, publishAt: null, transcript: [{ lineId: 'a', start: -1, end: 1 }] },
    ]) {
      const res = await call('POST', url, owner.token, payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(400)
    }
    const notJson = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...bearer(owner.token), 'content-type': 'application/json' },
      payload: '{"title":',
    })
    expect(notJson.statusCode).toBe(400)
    expect(
      (
        await call('POST', `/api/channels/${clientId()}/episodes`, owner.token, {
          title: 'T',
          audioId: audio.id,
          publishAt: null,
        })
      ).statusCode,
    ).toBe(404)
    expect(
      (
        await call('POST', `/api/channels/${'x'.repeat(65)}/episodes`, owner.token, {
          title: 'T',
          audioId: audio.id,
          publishAt: null,
        })
      ).statusCode,
    ).toBe(400)
    expect((await call('GET', `/api/episodes/${'x'.repeat(65)}`, null)).statusCode).toBe(400)
    expect((await call('GET', `/api/episodes/${clientId()}`, null)).statusCode).toBe(404)
    expect((await call('GET', '/api/episodes/?limit=0', null)).statusCode).toBe(400)
    expect((await call('GET', '/api/episodes/?cursor=nonsense', null)).statusCode).toBe(400)
    expect((await call('GET', `/api/channels/${channel.id}/episodes?cursor=nonsense`, owner.token)).statusCode).toBe(
      400,
    )
    expect((await call('GET', '/api/episode-audio/nothing.wav', null)).statusCode).toBe(404)
    expect((await patch(`/api/episodes/${clientId()}`, owner.token, { title: 'x' })).statusCode).toBe(404)
    expect((await patch(`/api/episodes/${clientId()}`, owner.token, { publishAt: 'soon' })).statusCode).toBe(400)
  })
})

describe('from a session: transcript and chapters', () => {
  let script: { id: string; roles: Array<{ id: string; name: string }>; lines: Array<{ id: string; text: string }> }
  let sessionId: string

  beforeAll(async () => {
    const roles = [
      { id: clientId(), name: 'ANNA', description: '' },
      { id: clientId(), name: 'BEN', description: '' },
    ]
    const lines = [
      { id: clientId(), roleId: null, kind: 'action', text: 'INT. KITCHEN - NIGHT' },
      { id: clientId(), roleId: roles[0]!.id, kind: 'dialogue', text: 'Is anyone there?' },
      { id: clientId(), roleId: roles[1]!.id, kind: 'dialogue', text: 'Only me.' },
      { id: clientId(), roleId: null, kind: 'action', text: 'The kettle whistles.' },
    ]
    const res = await call('POST', '/api/scripts', owner.token, {
      id: clientId(),
      title: 'Kitchen',
      description: '',
      visibility: 'private',
      roles,
      lines,
    })
    expect(res.statusCode).toBe(201)
    script = res.json()
    sessionId = (await makeSession(t.app, owner.token, script.id)).id
  })

  const timed = () => [
    { lineId: script.lines[1]!.id, start: 0.2, end: 1.1 },
    { lineId: script.lines[2]!.id, start: 1.2, end: 1.9 },
  ]

  it('keeps speakers and texts from the script and a chapter per scene heading', async () => {
    const episode = await publishEpisode(t.app, owner.token, channel.id, {
      title: 'Kitchen',
      sessionId,
      transcript: timed(),
      seconds: 2,
    })
    expect(episode.sessionId).toBe(sessionId)
    expect(episode.hasTranscript).toBe(true)
    expect(episode.transcript).toEqual([
      { lineId: script.lines[1]!.id, speaker: 'ANNA', text: 'Is anyone there?', start: 0.2, end: 1.1 },
      { lineId: script.lines[2]!.id, speaker: 'BEN', text: 'Only me.', start: 1.2, end: 1.9 },
    ])
    expect(episode.chapters).toEqual([{ startTime: 0.2, title: 'INT. KITCHEN - NIGHT' }])
    const open = await call('GET', `/api/episodes/${episode.linkId}`, null)
    expect(open.json<EpisodeView>().transcript).toHaveLength(2)

    // One episode per session and channel.
    const again = await call('POST', `/api/channels/${channel.id}/episodes`, owner.token, {
      title: 'Again',
      audioId: (await uploadMp3(t.app, owner.token, 2)).id,
      sessionId,
      publishAt: null,
    })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe('This session is already an episode of this channel.')

    // Once finished, a session that went out as an episode cannot be reopened.
    expect((await call('POST', `/api/sessions/${sessionId}/complete`, owner.token)).statusCode).toBe(200)
    const reopen = await call('POST', `/api/sessions/${sessionId}/reopen`, owner.token)
    expect([reopen.statusCode, reopen.json().message]).toEqual([
      409,
      'This session has been published. Take it off your portfolio and delete its episodes to reopen it.',
    ])
  })

  it('refuses transcripts that do not fit the script or the audio (422)', async () => {
    const other = await createChannel(t.app, owner.token, { title: 'Second radio' }, t.db)
    const url = `/api/channels/${other.id}/episodes`
    const [first, second] = timed() as [ReturnType<typeof timed>[number], ReturnType<typeof timed>[number]]
    const cases: Array<[unknown[], string]> = [
      [[{ ...first, lineId: clientId() }], 'The transcript names a line that is not in the session’s script.'],
      [[{ ...first, start: 1, end: 1 }], 'The transcript’s times must be in order and within the audio.'],
      // Ends after it starts, but not by a millisecond: the same time in WebVTT.
      [[{ ...first, start: 1, end: 1.0004 }], 'The transcript’s times must be in order and within the audio.'],
      [[second, first], 'The transcript’s times must be in order and within the audio.'],
      [[{ ...first, end: 3.5 }], 'The transcript’s times must be in order and within the audio.'],
    ]
    for (const [transcript, message] of cases) {
      const audio = await uploadMp3(t.app, owner.token, 2)
      const res = await call('POST', url, owner.token, {
        title: 'T',
        audioId: audio.id,
        sessionId,
        transcript,
        publishAt: null,
      })
      expect(res.statusCode, JSON.stringify(transcript)).toBe(422)
      expect(res.json().message).toBe(message)
    }
    const audio = await uploadMp3(t.app, owner.token, 2)
    const missing = await call('POST', url, owner.token, {
      title: 'T',
      audioId: audio.id,
      transcript: timed(),
      publishAt: null,
    })
    expect(missing.json().message).toBe('This session does not exist or is not yours.')
    // Someone else's session.
    const strangerChannel = await createChannel(t.app, stranger.token, {}, t.db)
    const theirs = await uploadMp3(t.app, stranger.token, 2)
    const res = await call('POST', `/api/channels/${strangerChannel.id}/episodes`, stranger.token, {
      title: 'T',
      audioId: theirs.id,
      sessionId,
      publishAt: null,
    })
    expect(res.statusCode).toBe(422)
    expect(res.json().message).toBe('This session does not exist or is not yours.')
  })
})

describe('chapters', () => {
  const line = (id: string, kind: 'action' | 'dialogue', text: string) => ({
    id,
    roleId: kind === 'dialogue' ? 'r' : null,
    kind,
    text,
  })
  const script = {
    id: 's',
    title: 'S',
    roles: [{ id: 'r', name: 'R', description: '' }],
    lines: [
      line('h1', 'action', 'INT. HALL'),
      line('h2', 'action', 'EXT. GARDEN - DAY'),
      line('a', 'dialogue', 'One.'),
      line('x', 'action', 'She turns.'),
      line('h3', 'action', 'I/E CAR'),
      line('b', 'dialogue', 'Two.'),
      line('h4', 'action', 'EST. THE END'),
    ],
  }
  const cue = (lineId: string, start: number) => ({ lineId, speaker: 'R', text: '', start, end: start + 1 })

  it('start each scene heading where the first played line after it starts', () => {
    expect(chaptersOf(script, [cue('a', 0.5), cue('b', 4)])).toEqual([
      { startTime: 0.5, title: 'EXT. GARDEN - DAY' },
      { startTime: 4, title: 'I/E CAR' },
    ])
    expect(chaptersOf(script, [])).toBeNull()
    expect(
      chaptersOf({ ...script, lines: script.lines.filter((l) => l.kind === 'dialogue') }, [cue('a', 0), cue('b', 2)]),
    ).toBeNull()
  })
})

describe('who sees what', () => {
  let published: EpisodeView
  let scheduled: EpisodeView
  let unpublished: EpisodeView
  let waiting: EpisodeView
  let classPublished: EpisodeView

  beforeAll(async () => {
    published = await publishEpisode(t.app, owner.token, channel.id, { title: 'Open one' })
    scheduled = await publishEpisode(t.app, owner.token, channel.id, {
      title: 'Later one',
      publishAt: inFuture(3_600_000),
    })
    unpublished = await publishEpisode(t.app, owner.token, channel.id, { title: 'Draft one', publishAt: null })
    waiting = await publishEpisode(t.app, student.token, classChannel.id, { title: 'Student one' })
    classPublished = await publishEpisode(t.app, teacher.token, classChannel.id, { title: 'Teacher one' })
  })

  it('gives each episode its state', () => {
    expect([published, scheduled, unpublished, waiting, classPublished].map((episode) => episode.state)).toEqual([
      'published',
      'scheduled',
      'unpublished',
      'waiting',
      'published',
    ])
  })

  it('shows an episode only to those who may see it (get and audio)', async () => {
    const who = { owner, follower, stranger, teacher, student, visitor: null }
    // Who sees each: everyone for public ones; editors (and the author) otherwise.
    const sees: Record<string, [EpisodeView, string[]]> = {
      published: [published, ['owner', 'follower', 'stranger', 'teacher', 'student', 'visitor']],
      scheduled: [scheduled, ['owner']],
      unpublished: [unpublished, ['owner']],
      waiting: [waiting, ['teacher', 'student']],
      classPublished: [classPublished, ['owner', 'follower', 'stranger', 'teacher', 'student', 'visitor']],
    }
    for (const [name, [episode, allowed]] of Object.entries(sees)) {
      for (const [person, member] of Object.entries(who)) {
        const token = member?.token ?? null
        const expected = allowed.includes(person) ? 200 : 404
        const res = await call('GET', `/api/episodes/${episode.linkId}`, token)
        expect(res.statusCode, `${person} gets ${name}`).toBe(expected)
        if (expected === 404) expect(res.json().message).toBe('This episode does not exist.')
        const audio = await call('GET', episode.audioUrl, token)
        expect(audio.statusCode, `${person} hears ${name}`).toBe(expected)
        if (expected === 200) {
          const open = name === 'published' || name === 'classPublished'
          expect(audio.headers['cache-control']).toBe(
            open ? 'public, max-age=300, must-revalidate' : 'private, no-store',
          )
        }
      }
    }
  })

  it('tells the viewer what they may do', async () => {
    const asTeacher = (await call('GET', `/api/episodes/${waiting.linkId}`, teacher.token)).json<EpisodeView>()
    expect(asTeacher.viewer).toMatchObject({ canEdit: true, canApprove: true })
    const asStudent = (await call('GET', `/api/episodes/${waiting.linkId}`, student.token)).json<EpisodeView>()
    expect(asStudent.viewer).toMatchObject({ canEdit: false, canApprove: false })
    const asVisitor = (await call('GET', `/api/episodes/${published.linkId}`, null)).json<EpisodeView>()
    expect(asVisitor.viewer).toEqual({ canEdit: false, canApprove: false, favourite: false, positionMs: null })
    await t.db.insert(favourites).values({ userId: follower.id, episodeId: published.id })
    await t.db
      .insert(listens)
      .values({ userId: follower.id, episodeId: published.id, positionMs: 1234, listenedAt: t.clock.now() })
    const asFollower = (await call('GET', `/api/episodes/${published.linkId}`, follower.token)).json<EpisodeView>()
    expect(asFollower.viewer).toEqual({ canEdit: false, canApprove: false, favourite: true, positionMs: 1234 })
    const asStranger = (await call('GET', `/api/episodes/${published.linkId}`, stranger.token)).json<EpisodeView>()
    expect(asStranger.viewer).toMatchObject({ favourite: false, positionMs: null })
  })

  it('lists a channel’s public episodes for everyone and every episode for its editors', async () => {
    const titles = async (channelId: string, token: string | null) => {
      const res = await call('GET', `/api/channels/${channelId}/episodes?limit=100`, token)
      expect(res.statusCode).toBe(200)
      return res.json<Page<EpisodeSummary>>().items.map((item) => item.title)
    }
    const everyone = await titles(channel.id, null)
    expect(everyone).toContain('Open one')
    expect(everyone).not.toContain('Later one')
    expect(everyone).not.toContain('Draft one')
    expect(await titles(channel.id, stranger.token)).toEqual(everyone)
    const editors = await titles(channel.id, owner.token)
    expect(editors.slice(0, 2).sort()).toEqual(['Draft one', 'Later one'])
    expect(editors).toContain('Open one')

    expect(await titles(classChannel.id, null)).toEqual(['Teacher one'])
    expect(await titles(classChannel.id, follower.token)).toEqual(['Teacher one'])
    expect((await titles(classChannel.id, student.token)).sort()).toEqual(['Student one', 'Teacher one'])
    expect((await titles(classChannel.id, teacher.token)).sort()).toEqual(['Student one', 'Teacher one'])
    expect((await call('GET', `/api/channels/${clientId()}/episodes`, null)).statusCode).toBe(404)
  })

  it('pages a channel’s episodes for its editors without repeats', async () => {
    const seen: string[] = []
    let cursor: string | null = null
    do {
      const res = await call(
        'GET',
        `/api/channels/${channel.id}/episodes?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        owner.token,
      )
      const page = res.json<Page<EpisodeSummary>>()
      seen.push(...page.items.map((item) => item.id))
      cursor = page.nextCursor
    } while (cursor)
    const all = (await call('GET', `/api/channels/${channel.id}/episodes?limit=100`, owner.token)).json<
      Page<EpisodeSummary>
    >().items
    expect(seen).toEqual(all.map((item) => item.id))
  })

  it('lists the newest public episodes of every channel', async () => {
    const res = await call('GET', '/api/episodes/?limit=100', null)
    const items = res.json<Page<EpisodeSummary>>().items
    const titles = items.map((item) => item.title)
    expect(titles).toContain('Open one')
    expect(titles).toContain('Teacher one')
    for (const hidden of ['Later one', 'Draft one', 'Student one']) expect(titles).not.toContain(hidden)
    expect(items.every((item) => item.state === 'published')).toBe(true)
    const times = items.map((item) => item.publishedAt!)
    expect([...times].sort().reverse()).toEqual(times)
  })

  it('lists waiting episodes for the class’s teachers only', async () => {
    const res = await call('GET', `/api/channels/${classChannel.id}/waiting`, teacher.token)
    expect(res.statusCode).toBe(200)
    expect(res.json<Page<EpisodeSummary>>().items.map((item) => item.linkId)).toContain(waiting.linkId)
    for (const other of [student, stranger, owner]) {
      const denied = await call('GET', `/api/channels/${classChannel.id}/waiting`, other.token)
      expect(denied.statusCode).toBe(403)
      expect(denied.json().message).toBe('Only a teacher of this class can approve its episodes.')
    }
    expect((await call('GET', `/api/channels/${classChannel.id}/waiting`, null)).statusCode).toBe(401)
    expect((await call('GET', `/api/channels/${channel.id}/waiting`, owner.token)).statusCode).toBe(403)
  })

  it('lets only those who see a hidden episode change it', async () => {
    const who = { owner, follower, stranger, teacher, student }
    const expected: Record<string, [EpisodeView, Record<string, number>]> = {
      waiting: [waiting, { owner: 404, follower: 404, stranger: 404, teacher: 200, student: 200 }],
      scheduled: [scheduled, { owner: 200, follower: 404, stranger: 404, teacher: 404, student: 404 }],
    }
    for (const [name, [episode, answers]] of Object.entries(expected)) {
      expect((await patch(`/api/episodes/${episode.linkId}`, null, { title: episode.title })).statusCode).toBe(401)
      for (const [person, member] of Object.entries(who)) {
        const res = await patch(`/api/episodes/${episode.linkId}`, member.token, {
          title: episode.title,
          publishAt: episode.publishedAt,
        })
        expect(res.statusCode, `${person} changes ${name}`).toBe(answers[person])
        if (res.statusCode === 200) expect(res.json<EpisodeView>().state).toBe(name)
      }
    }
  })

  it('lets editors change an episode, and the author while it waits', async () => {
    const url = `/api/episodes/${published.linkId}`
    expect((await patch(url, stranger.token, { title: 'Mine now' })).statusCode).toBe(403)
    expect((await patch(url, follower.token, { title: 'Mine now' })).json().message).toBe(
      'Only the owner of this channel or a teacher of its class can change this episode.',
    )
    expect((await patch(url, null, { title: 'Mine now' })).statusCode).toBe(401)
    expect((await patch(`/api/episodes/${unpublished.linkId}`, stranger.token, { title: 'Mine now' })).statusCode).toBe(
      404,
    )
    const changed = await patch(url, owner.token, {
      title: 'Open one',
      description: 'Now with words',
      publishAt: published.publishedAt,
    })
    expect(changed.statusCode).toBe(200)
    expect(changed.json<EpisodeView>()).toMatchObject({
      description: 'Now with words',
      publishedAt: published.publishedAt,
      state: 'published',
    })
    expect((await patch(`/api/episodes/${waiting.linkId}`, student.token, { title: 'Student one' })).statusCode).toBe(
      200,
    )
    expect((await patch(`/api/episodes/${classPublished.linkId}`, student.token, { title: 'Nope' })).statusCode).toBe(
      403,
    )
  })
})

describe('scheduled episodes', () => {
  it('become public when their time passes, and followers are told once', async () => {
    const episode = await publishEpisode(t.app, owner.token, channel.id, {
      title: 'Tomorrow',
      publishAt: inFuture(2 * 3_600_000),
    })
    expect(episode.state).toBe('scheduled')
    const told = async () =>
      (await notificationsOf(follower.id, 'episode_published')).filter((row) => row.subjectId === episode.linkId).length
    expect(await publishDueEpisodes(t.db, t.clock.now())).toBe(0)
    expect(await told()).toBe(0)
    expect((await call('GET', `/api/episodes/${episode.linkId}`, null)).statusCode).toBe(404)

    await advanceClock(3 * 3_600_000)
    expect((await call('GET', `/api/episodes/${episode.linkId}`, null)).json().state).toBe('published')
    // Two processes' jobs at once: one tells.
    const runs = await Promise.all([publishDueEpisodes(t.db, t.clock.now()), publishDueEpisodes(t.db, t.clock.now())])
    expect(runs.reduce((a, b) => a + b)).toBeGreaterThanOrEqual(1)
    expect(await told()).toBe(1)
    expect(await publishDueEpisodes(t.db, t.clock.now())).toBe(0)
    expect(await told()).toBe(1)
  })
})

describe('approval', () => {
  it('asks the teachers, and tells the followers and the student once a teacher approves', async () => {
    const episode = await publishEpisode(t.app, student.token, classChannel.id, { title: 'Waits' })
    expect(episode.state).toBe('waiting')
    const asked = (await notificationsOf(teacher.id, 'episode_waiting')).filter(
      (row) => row.subjectId === episode.linkId,
    )
    expect(asked).toHaveLength(1)
    expect(asked[0]).toMatchObject({ actorId: student.id, payload: { title: 'Waits' } })
    const followerTold = async () =>
      (await notificationsOf(follower.id, 'episode_published')).filter((row) => row.subjectId === episode.linkId).length
    expect(await followerTold()).toBe(0)
    expect(await publishDueEpisodes(t.db, t.clock.now())).toBe(0)

    const url = `/api/episodes/${episode.linkId}/approve`
    // Approved an hour after the student sent it: public from the approval, not from the sending.
    await advanceClock(3_600_000)
    expect((await call('POST', url, student.token)).statusCode).toBe(403)
    expect((await call('POST', url, stranger.token)).statusCode).toBe(404)
    expect((await call('POST', url, null)).statusCode).toBe(401)
    const approvedAt = t.clock.now().getTime()
    const approved = await call('POST', url, teacher.token)
    expect(approved.statusCode).toBe(200)
    expect(approved.json<EpisodeView>()).toMatchObject({ state: 'published', viewer: { canApprove: false } })
    expect(new Date(approved.json<EpisodeView>().publishedAt!).getTime()).toBeGreaterThanOrEqual(approvedAt)
    expect(await followerTold()).toBe(1)
    expect((await call('GET', `/api/episodes/${episode.linkId}`, null)).statusCode).toBe(200)
    const studentTold = async () =>
      (await notificationsOf(student.id, 'episode_approved')).filter((row) => row.subjectId === episode.linkId)
    expect(await studentTold()).toMatchObject([{ actorId: teacher.id, payload: { title: 'Waits' } }])

    const again = await call('POST', url, teacher.token)
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe('This episode is not waiting for approval.')
    expect(await followerTold()).toBe(1)
    expect(await studentTold()).toHaveLength(1)
  })

  it('tells the student once when two teachers approve at the same moment', async () => {
    const episode = await publishEpisode(t.app, student.token, classChannel.id, { title: 'Twice' })
    const url = `/api/episodes/${episode.linkId}/approve`
    const answers = await Promise.all([call('POST', url, teacher.token), call('POST', url, teacher.token)])
    expect(answers.map((answer) => answer.statusCode).sort()).toContain(200)
    const told = (await notificationsOf(student.id, 'episode_approved')).filter(
      (row) => row.subjectId === episode.linkId,
    )
    expect(told).toHaveLength(1)
  })
})

describe('the audio file', () => {
  it('answers ranges (206, 416) and revalidates by ETag', async () => {
    const episode = await publishEpisode(t.app, owner.token, channel.id, { title: 'Ranges' })
    const whole = await call('GET', episode.audioUrl, null)
    expect(whole.headers['accept-ranges']).toBe('bytes')
    expect(whole.headers['content-type']).toBe('audio/mpeg')
    const range = await t.app.inject({ method: 'GET', url: episode.audioUrl, headers: { range: 'bytes=10-19' } })
    expect(range.statusCode).toBe(206)
    expect(range.headers['content-range']).toBe(`bytes 10-19/${episode.size}`)
    expect(range.rawPayload.equals(whole.rawPayload.subarray(10, 20))).toBe(true)
    const outside = await t.app.inject({
      method: 'GET',
      url: episode.audioUrl,
      headers: { range: `bytes=${episode.size + 10}-` },
    })
    expect(outside.statusCode).toBe(416)
    const cached = await t.app.inject({
      method: 'GET',
      url: episode.audioUrl,
      headers: { 'if-none-match': whole.headers.etag as string },
    })
    expect(cached.statusCode).toBe(304)
  })
})

describe('removing', () => {
  it('lets editors remove an episode with its audio', async () => {
    const episode = await publishEpisode(t.app, owner.token, channel.id, { title: 'Gone soon' })
    expect((await call('DELETE', `/api/episodes/${episode.linkId}`, stranger.token)).statusCode).toBe(403)
    expect((await call('DELETE', `/api/episodes/${episode.linkId}`, null)).statusCode).toBe(401)
    expect((await call('DELETE', `/api/episodes/${episode.linkId}`, owner.token)).statusCode).toBe(204)
    expect((await call('GET', `/api/episodes/${episode.linkId}`, owner.token)).statusCode).toBe(404)
    expect((await call('GET', episode.audioUrl, owner.token)).statusCode).toBe(404)
  })

  it('lets a student remove their own episode while it waits, not after', async () => {
    const waits = await publishEpisode(t.app, student.token, classChannel.id, { title: 'Oops' })
    expect((await call('DELETE', `/api/episodes/${waits.linkId}`, student.token)).statusCode).toBe(204)
    const approved = await publishEpisode(t.app, student.token, classChannel.id, { title: 'Kept' })
    expect((await call('POST', `/api/episodes/${approved.linkId}/approve`, teacher.token)).statusCode).toBe(200)
    expect((await call('DELETE', `/api/episodes/${approved.linkId}`, student.token)).statusCode).toBe(403)
  })

  it('takes back the notices of a removed episode', async () => {
    const waits = await publishEpisode(t.app, student.token, classChannel.id, { title: 'Asked about' })
    const asked = async () =>
      (await notificationsOf(teacher.id, 'episode_waiting')).filter((row) => row.subjectId === waits.linkId)
    expect(await asked()).toHaveLength(1)
    expect((await call('DELETE', `/api/episodes/${waits.linkId}`, student.token)).statusCode).toBe(204)
    expect(await asked()).toHaveLength(0)
    const told = await publishEpisode(t.app, owner.token, channel.id, { title: 'Told then gone' })
    const notices = async () =>
      (await notificationsOf(follower.id, 'episode_published')).filter((row) => row.subjectId === told.linkId)
    expect(await notices()).toHaveLength(1)
    expect((await call('DELETE', `/api/episodes/${told.linkId}`, owner.token)).statusCode).toBe(204)
    expect(await notices()).toHaveLength(0)
  })

  it('lets a teacher’s approval win over the student’s change or removal sent at the same moment (409)', async () => {
    /** The database as the student's request sees it: the teacher approves just before its write. */
    const approvingFirst = (linkId: string) =>
      new Proxy(t.db, {
        get(target, property, receiver) {
          if (property !== 'transaction') return Reflect.get(target, property, receiver)
          return async (work: Parameters<Database['transaction']>[0]) => {
            await target.update(episodes).set({ awaitingApprovalSince: null }).where(eq(episodes.linkId, linkId))
            return target.transaction(work)
          }
        },
      })
    for (const act of ['change', 'remove'] as const) {
      const waits = await publishEpisode(t.app, student.token, classChannel.id, { title: 'Racing' })
      const db = approvingFirst(waits.linkId)
      const attempt =
        act === 'change'
          ? updateEpisode(db, waits.linkId, student.id, { title: 'Changed after approval' }, t.clock.now())
          : removeEpisode(db, openBlobStore({ dataDir }), waits.linkId, student.id, t.clock.now())
      await expect(attempt).rejects.toMatchObject({ statusCode: 409 })
      const seen = (await call('GET', `/api/episodes/${waits.linkId}`, null)).json<EpisodeView>()
      expect(seen).toMatchObject({ title: 'Racing', state: 'published' })
    }
  })

  it('deletes audio never made an episode after a day', async () => {
    const audio = await uploadMp3(t.app, stranger.token, 1)
    const url = `/api/episode-audio/${audio.id}.mp3`
    await removeUnattachedAudio(t.db, openBlobStore({ dataDir }), t.clock.now())
    expect((await call('GET', url, stranger.token)).statusCode).toBe(200)
    await advanceClock(25 * 3_600_000)
    expect(await removeUnattachedAudio(t.db, openBlobStore({ dataDir }), t.clock.now())).toBeGreaterThanOrEqual(1)
    expect((await call('GET', url, stranger.token)).statusCode).toBe(404)
    // Audio of episodes stays.
    const kept = await publishEpisode(t.app, owner.token, channel.id, { title: 'Stays' })
    await advanceClock(25 * 3_600_000)
    await removeUnattachedAudio(t.db, openBlobStore({ dataDir }), t.clock.now())
    expect((await call('GET', kept.audioUrl, null)).statusCode).toBe(200)
  })
})
