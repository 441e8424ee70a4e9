// Podcast channels on the real app and a fresh database: who may make, read, change and remove a
// channel (owner, class teacher, class student, stranger, visitor), class channels (a teacher of the
// class makes the one channel), artwork checked by its bytes and stored square at every size,
// following, and the lists of My Podcasts and the publish screen.
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  artworkSizes,
  channelMessages,
  feedPath,
  type ChannelView,
  type ChannelWithEpisodes,
  type Channel,
} from '#contract/channels'
import type { Page } from '#contract/pagination'
import { podcastGuid } from '#server/channels/guid'
import { channels, classMembers, episodeAudio, episodes } from '#server/db/schema'
import { bearer, makeClassMembership, makeSignedInUser, makeUser, signIn, type UserFixture } from './support/factories'
import { insertEpisode } from './support/episode-rows'
import { startTestApp, type TestApp } from './support/test-app'

type Member = UserFixture & { token: string }

let t: TestApp
let dataDir: string
let owner: Member
let teacher: Member
let student: Member
let stranger: Member
let classId: string

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'channels-'))
  t = await startTestApp({ contentDir: null, dataDir })
  owner = await makeSignedInUser(t.app, t.db)
  teacher = await makeSignedInUser(t.app, t.db)
  stranger = await makeSignedInUser(t.app, t.db)
  classId = (await makeClassMembership(t.db, teacher.id, 'teacher', { className: 'Radio Drama' })).classId
  const studentUser = await makeUser(t.db)
  await t.db.insert(classMembers).values({ classId, userId: studentUser.id, membership: 'student' })
  student = { ...studentUser, token: (await signIn(t.app, studentUser)).token }
})
afterAll(async () => {
  await t.close()
  await rm(dataDir, { recursive: true, force: true })
})

function call(method: InjectOptions['method'], url: string, token: string | null, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload }),
  })
}

async function makeChannel(member: Member, fields: Record<string, unknown> = {}): Promise<ChannelView> {
  const res = await call('POST', '/api/channels/', member.token, {
    title: 'Night Readings',
    category: 'Fiction',
    ...fields,
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json<ChannelView>()
}

let classChannel: ChannelView
async function theClassChannel(): Promise<ChannelView> {
  classChannel ??= await makeChannel(teacher, { title: 'Radio Drama Class', classId })
  return classChannel
}

describe('podcast:guid', () => {
  it('is the Podcasting 2.0 UUIDv5 of the feed URL without scheme and trailing slash', () => {
    // The example of the podcast namespace's guid tag.
    expect(podcastGuid('https://mp3s.nashownotes.com/pc20rss.xml')).toBe('917393e3-1b1e-5cef-ace4-edaa54e1f810')
    expect(podcastGuid('mp3s.nashownotes.com/pc20rss.xml/')).toBe('917393e3-1b1e-5cef-ace4-edaa54e1f810')
  })

  it('is fixed at creation from the feed address on the podcast host', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/channels/',
      headers: { ...bearer(owner.token), host: 'voices.example' },
      payload: { title: 'Guid', category: 'Arts' },
    })
    expect(res.statusCode, res.body).toBe(201)
    const id = res.json<ChannelView>().id
    const [row] = await t.db.select({ guid: channels.guid }).from(channels).where(eq(channels.id, id))
    expect(row!.guid).toBe(podcastGuid(`podcast.voices.example${feedPath(id)}`))
  })
})

describe('making a channel', () => {
  it('gives a member a channel with the fields sent and the defaults', async () => {
    const channel = await makeChannel(owner, {
      title: '  Tales  ',
      description: 'Short plays',
      author: 'The Tellers',
      language: 'en-GB',
      category: 'Health & Fitness',
      explicit: true,
      ownerEmail: 'host@example.com',
      locked: false,
    })
    expect(channel).toMatchObject({
      title: 'Tales',
      description: 'Short plays',
      author: 'The Tellers',
      language: 'en-GB',
      category: 'Health & Fitness',
      explicit: true,
      ownerEmail: 'host@example.com',
      locked: false,
      owner: { id: owner.id },
      class: null,
      artwork: null,
      episodeCount: 0,
      followerCount: 0,
      viewer: { following: false, canEdit: true, canPublish: true },
    })
    const plain = await makeChannel(owner)
    expect(plain).toMatchObject({
      description: '',
      author: '',
      language: 'en',
      explicit: false,
      ownerEmail: '',
      locked: true,
    })
  })

  it('needs a member', async () => {
    expect((await call('POST', '/api/channels/', null, { title: 'X', category: 'Arts' })).statusCode).toBe(401)
  })

  it.each([
    [{ category: 'Arts' }, undefined],
    [{ title: '   ', category: 'Arts' }, channelMessages.titleRequired],
    [{ title: 'x'.repeat(201), category: 'Arts' }, undefined],
    [{ title: 'X', category: 'Cooking' }, undefined],
    [{ title: 'X', category: 'Arts', language: 'english please' }, channelMessages.language],
    [{ title: 'X', category: 'Arts', ownerEmail: 'not-an-address' }, channelMessages.email],
    [{ title: 'X', category: 'Arts', explicit: 'yes' }, undefined],
    [{ title: 'X', category: 'Arts', classId: '' }, undefined],
  ])('refuses %j with 400', async (body, message) => {
    const res = await call('POST', '/api/channels/', owner.token, body)
    expect(res.statusCode, res.body).toBe(400)
    if (message) expect(res.json().message).toBe(message)
  })

  it('makes a class channel only for a teacher of the class, once', async () => {
    for (const member of [student, stranger]) {
      const res = await call('POST', '/api/channels/', member.token, { title: 'Class', category: 'Arts', classId })
      expect(res.statusCode).toBe(403)
      expect(res.json().message).toBe(channelMessages.notTeacher)
    }
    const unknown = await call('POST', '/api/channels/', teacher.token, {
      title: 'Class',
      category: 'Arts',
      classId: 'no-such-class',
    })
    expect(unknown.statusCode).toBe(403)
    const channel = await theClassChannel()
    expect(channel.class).toEqual({ id: classId, name: 'Radio Drama' })
    const again = await call('POST', '/api/channels/', teacher.token, { title: 'Another', category: 'Arts', classId })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe(channelMessages.classHasChannel)
  })
})

describe('reading a channel', () => {
  it('is open to everyone, with what each viewer may do', async () => {
    const channel = await theClassChannel()
    const viewers: Array<[Member | null, ChannelView['viewer']]> = [
      [null, { following: false, canEdit: false, canPublish: false }],
      [teacher, { following: false, canEdit: true, canPublish: true }],
      [student, { following: false, canEdit: false, canPublish: true }],
      [stranger, { following: false, canEdit: false, canPublish: false }],
    ]
    for (const [member, viewer] of viewers) {
      const res = await call('GET', `/api/channels/${channel.id}`, member?.token ?? null)
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json<ChannelView>().viewer).toEqual(viewer)
    }
  })

  it('counts only public episodes', async () => {
    const channel = await makeChannel(owner)
    const hour = 3_600_000
    await insertEpisode(t.db, { channelId: channel.id, authorId: owner.id, publishedAt: new Date(Date.now() - hour) })
    await insertEpisode(t.db, { channelId: channel.id, authorId: owner.id, publishedAt: new Date(Date.now() + hour) })
    await insertEpisode(t.db, { channelId: channel.id, authorId: owner.id, publishedAt: null })
    await insertEpisode(t.db, { channelId: channel.id, authorId: owner.id, awaitingApprovalSince: new Date() })
    expect((await call('GET', `/api/channels/${channel.id}`, null)).json<ChannelView>().episodeCount).toBe(1)
  })

  it('answers 404 for an unknown channel and for ids no channel can have', async () => {
    for (const id of ['nope', '%00', 'a'.repeat(65)]) {
      const res = await call('GET', `/api/channels/${id}`, null)
      expect([400, 404], `${id}: ${res.body}`).toContain(res.statusCode)
    }
    expect((await call('GET', '/api/channels/nope', null)).json().message).toBe(channelMessages.unknownChannel)
  })
})

describe('changing a channel', () => {
  const fields = { title: 'Renamed', category: 'Comedy', description: 'New words' }

  it('is for its owner and its class teachers, and moves updatedAt', async () => {
    const mine = await makeChannel(owner)
    const res = await call('PUT', `/api/channels/${mine.id}`, owner.token, fields)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json<ChannelView>()).toMatchObject({ ...fields, language: 'en' })
    expect(Date.parse(res.json<ChannelView>().updatedAt)).toBeGreaterThan(Date.parse(mine.updatedAt))

    const classOne = await theClassChannel()
    expect(
      (await call('PUT', `/api/channels/${classOne.id}`, teacher.token, { ...fields, title: 'Radio Drama Class' }))
        .statusCode,
    ).toBe(200)
  })

  it('is refused to students, strangers and visitors', async () => {
    const classOne = await theClassChannel()
    for (const member of [student, stranger]) {
      const res = await call('PUT', `/api/channels/${classOne.id}`, member.token, fields)
      expect(res.statusCode).toBe(403)
      expect(res.json().message).toBe(channelMessages.notOwner)
    }
    expect((await call('PUT', `/api/channels/${classOne.id}`, null, fields)).statusCode).toBe(401)
    expect((await call('PUT', '/api/channels/nope', owner.token, fields)).statusCode).toBe(404)
    expect((await call('PUT', `/api/channels/${classOne.id}`, teacher.token, { title: 'X' })).statusCode).toBe(400)
  })
})

describe('removing a channel', () => {
  it('is for its owner only, and takes its episodes, their audio and its artwork with it', async () => {
    const channel = await makeChannel(teacher, { title: 'To go' })
    const episode = await insertEpisode(t.db, { channelId: channel.id, authorId: teacher.id })
    const audioFile = path.join(dataDir, 'blobs', 'episodes', episode.audioId)
    await mkdir(path.dirname(audioFile), { recursive: true })
    await writeFile(audioFile, 'audio')
    const withArt = await putArtwork(teacher, channel.id, await jpeg(1500, 1500))
    expect(withArt.statusCode, withArt.body).toBe(200)
    const artworkId = withArt.json<ChannelView>().artwork!

    for (const member of [stranger, owner])
      expect((await call('DELETE', `/api/channels/${channel.id}`, member.token)).statusCode).toBe(403)
    expect((await call('DELETE', `/api/channels/${channel.id}`, null)).statusCode).toBe(401)
    expect((await call('DELETE', `/api/channels/${channel.id}`, teacher.token)).statusCode).toBe(204)

    expect((await call('GET', `/api/channels/${channel.id}`, null)).statusCode).toBe(404)
    expect(await t.db.select().from(episodes).where(eq(episodes.id, episode.id))).toEqual([])
    expect(await t.db.select().from(episodeAudio).where(eq(episodeAudio.id, episode.audioId))).toEqual([])
    await expect(stat(audioFile)).rejects.toThrow()
    await expect(stat(path.join(dataDir, 'blobs', 'artwork', `${artworkId}-300.jpg`))).rejects.toThrow()
    expect((await call('DELETE', `/api/channels/${channel.id}`, teacher.token)).statusCode).toBe(404)
  })

  it('leaves a class channel to its owner, not to the other teachers', async () => {
    const classOne = await theClassChannel()
    expect((await call('DELETE', `/api/channels/${classOne.id}`, student.token)).statusCode).toBe(403)
  })
})

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 120 } } })
    .jpeg()
    .toBuffer()

function putArtwork(member: Member | null, channelId: string, body: Buffer | string, type = 'image/jpeg') {
  return t.app.inject({
    method: 'PUT',
    url: `/api/channels/${channelId}/artwork`,
    headers: { ...(member ? bearer(member.token) : {}), 'content-type': type },
    payload: body,
  })
}

describe('artwork', () => {
  it('is stored square at 3000, 1400 and 300 px and replaces the old files', async () => {
    const channel = await makeChannel(owner)
    const res = await putArtwork(owner, channel.id, await jpeg(1800, 1400))
    expect(res.statusCode, res.body).toBe(200)
    const artworkId = res.json<ChannelView>().artwork
    expect(artworkId).toMatch(/^[A-Za-z0-9_-]{16,64}$/)
    for (const size of artworkSizes) {
      const file = await t.app.inject({ method: 'GET', url: `/api/channel-artwork/${artworkId}/${size}.jpg` })
      expect(file.statusCode).toBe(200)
      expect(file.headers['content-type']).toBe('image/jpeg')
      expect(file.headers['cache-control']).toContain('immutable')
      const meta = await sharp(file.rawPayload).metadata()
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', size, size])
    }

    const png = await sharp({ create: { width: 1400, height: 2000, channels: 4, background: '#00000000' } })
      .png()
      .toBuffer()
    const replaced = await putArtwork(teacher.id === owner.id ? teacher : owner, channel.id, png, 'image/png')
    expect(replaced.statusCode, replaced.body).toBe(200)
    expect(replaced.json<ChannelView>().artwork).not.toBe(artworkId)
    expect((await t.app.inject({ method: 'GET', url: `/api/channel-artwork/${artworkId}/1400.jpg` })).statusCode).toBe(
      404,
    )
  })

  it('refuses images too small, bytes that are no image, other types and bodies over 20 MB', async () => {
    const channel = await makeChannel(owner)
    const small = await putArtwork(owner, channel.id, await jpeg(1000, 1000))
    expect(small.statusCode).toBe(422)
    expect(small.json().message).toBe(channelMessages.artworkTooSmall)
    // Wide enough but not tall enough: its centre square would be 1200 px.
    const wide = await putArtwork(owner, channel.id, await jpeg(1600, 1200))
    expect(wide.statusCode).toBe(422)
    expect(wide.json().message).toBe(channelMessages.artworkTooSmall)

    const text = await putArtwork(owner, channel.id, 'just some words, not a picture', 'image/png')
    expect([415, 422]).toContain(text.statusCode)
    expect(text.json().message).toBe(channelMessages.artworkType)

    const gif = await putArtwork(owner, channel.id, await jpeg(1500, 1500), 'image/gif')
    expect(gif.statusCode).toBe(415)
    expect(gif.json().message).toBe(channelMessages.artworkType)

    const broken = Buffer.concat([(await jpeg(1500, 1500)).subarray(0, 400), Buffer.alloc(400)])
    expect([415, 422]).toContain((await putArtwork(owner, channel.id, broken)).statusCode)

    // Small in bytes, 49 megapixels decoded: over the 40 MP a decoded upload may take.
    const bomb = await putArtwork(owner, channel.id, await jpeg(7000, 7000))
    expect(bomb.statusCode).toBe(422)
    expect(bomb.json().message).toBe('The artwork must be at most 40 megapixels (6000 × 6000 pixels is fine).')

    const huge = await putArtwork(owner, channel.id, Buffer.alloc(20 * 1024 * 1024 + 1, 0xff))
    expect(huge.statusCode).toBe(413)
    expect(huge.json().message).toBe(channelMessages.artworkTooLarge)
    expect((await call('GET', `/api/channels/${channel.id}`, null)).json<ChannelView>().artwork).toBeNull()
  })

  it('is changed only by those who edit the channel', async () => {
    const channel = await theClassChannel()
    const image = await jpeg(1400, 1400)
    for (const member of [student, stranger]) expect((await putArtwork(member, channel.id, image)).statusCode).toBe(403)
    expect((await putArtwork(null, channel.id, image)).statusCode).toBe(401)
    expect((await putArtwork(owner, 'nope', image)).statusCode).toBe(404)
  })

  it('answers 404 for unknown artwork and sizes it does not keep', async () => {
    for (const url of [
      '/api/channel-artwork/AAAAAAAAAAAAAAAAAAAAAA/300.jpg',
      '/api/channel-artwork/AAAAAAAAAAAAAAAAAAAAAA/500.jpg',
      '/api/channel-artwork/..%2F..%2Fx/300.jpg',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404)
    }
  })
})

describe('following', () => {
  it('is idempotent both ways and counted', async () => {
    const channel = await makeChannel(owner)
    for (let i = 0; i < 2; i++)
      expect((await call('PUT', `/api/channels/${channel.id}/follow`, stranger.token)).statusCode).toBe(204)
    let view = (await call('GET', `/api/channels/${channel.id}`, stranger.token)).json<ChannelView>()
    expect([view.followerCount, view.viewer.following]).toEqual([1, true])
    for (let i = 0; i < 2; i++)
      expect((await call('DELETE', `/api/channels/${channel.id}/follow`, stranger.token)).statusCode).toBe(204)
    view = (await call('GET', `/api/channels/${channel.id}`, stranger.token)).json<ChannelView>()
    expect([view.followerCount, view.viewer.following]).toEqual([0, false])
  })

  it('needs a member and a channel', async () => {
    const channel = await makeChannel(owner)
    expect((await call('PUT', `/api/channels/${channel.id}/follow`, null)).statusCode).toBe(401)
    expect((await call('PUT', '/api/channels/nope/follow', stranger.token)).statusCode).toBe(404)
    expect((await call('DELETE', '/api/channels/nope/follow', stranger.token)).statusCode).toBe(404)
  })

  it('lists followed channels with the newest public episode first, a page at a time', async () => {
    const listener = await makeSignedInUser(t.app, t.db)
    const day = 86_400_000
    const older = await makeChannel(owner, { title: 'Older' })
    const newer = await makeChannel(owner, { title: 'Newer' })
    const unfollowed = await makeChannel(owner, { title: 'Not followed' })
    await insertEpisode(t.db, {
      channelId: older.id,
      authorId: owner.id,
      title: 'Old one',
      publishedAt: new Date(Date.now() - 3 * day),
    })
    await insertEpisode(t.db, {
      channelId: newer.id,
      authorId: owner.id,
      title: 'New one',
      publishedAt: new Date(Date.now() - day),
    })
    // A scheduled episode does not count as new until it is public.
    await insertEpisode(t.db, {
      channelId: older.id,
      authorId: owner.id,
      title: 'Future',
      publishedAt: new Date(Date.now() + day),
    })
    await insertEpisode(t.db, { channelId: unfollowed.id, authorId: owner.id })
    for (const channel of [older, newer]) await call('PUT', `/api/channels/${channel.id}/follow`, listener.token)

    const first = (await call('GET', '/api/channels/followed?limit=1', listener.token)).json<
      Page<ChannelWithEpisodes>
    >()
    expect(first.items.map((item) => item.channel.title)).toEqual(['Newer'])
    expect(first.items[0]!.latestEpisodes.map((episode) => episode.title)).toEqual(['New one'])
    const second = (
      await call('GET', `/api/channels/followed?limit=1&cursor=${first.nextCursor}`, listener.token)
    ).json<Page<ChannelWithEpisodes>>()
    expect(second.items.map((item) => item.channel.title)).toEqual(['Older'])
    expect(second.items[0]!.latestEpisodes.map((episode) => episode.title)).toEqual(['Old one'])
    expect(second.nextCursor).toBeNull()

    expect((await call('GET', '/api/channels/followed?cursor=garbage', listener.token)).statusCode).toBe(400)
    expect((await call('GET', '/api/channels/followed?limit=0', listener.token)).statusCode).toBe(400)
    expect((await call('GET', '/api/channels/followed', null)).statusCode).toBe(401)
  })
})

describe('my channels and where I may publish', () => {
  it('lists my channels and my classes’ channels with their latest public episodes and what waits', async () => {
    const classOne = await theClassChannel()
    const hour = 3_600_000
    for (let i = 1; i <= 4; i++)
      await insertEpisode(t.db, {
        channelId: classOne.id,
        authorId: teacher.id,
        title: `Public ${i}`,
        publishedAt: new Date(Date.now() - (10 - i) * hour),
      })
    await insertEpisode(t.db, {
      channelId: classOne.id,
      authorId: student.id,
      title: 'Waiting 1',
      awaitingApprovalSince: new Date(),
    })
    await insertEpisode(t.db, {
      channelId: classOne.id,
      authorId: student.id,
      title: 'Waiting 2',
      awaitingApprovalSince: new Date(),
    })
    await insertEpisode(t.db, { channelId: classOne.id, authorId: teacher.id, title: 'Draft', publishedAt: null })

    const mine = (await call('GET', '/api/channels/mine?limit=100', teacher.token)).json<Page<ChannelWithEpisodes>>()
    const item = mine.items.find((entry) => entry.channel.id === classOne.id)!
    expect(item.latestEpisodes.map((episode) => episode.title)).toEqual(['Public 4', 'Public 3', 'Public 2'])
    expect(item.latestEpisodes[0]).toMatchObject({ durationMs: 125_400, publishedAt: expect.any(String) })
    expect(item.waitingCount).toBe(2)

    // Another teacher of the class sees it too; the owner-less student does not.
    const other = await makeSignedInUser(t.app, t.db)
    await t.db.insert(classMembers).values({ classId, userId: other.id, membership: 'teacher' })
    const theirs = (await call('GET', '/api/channels/mine', other.token)).json<Page<ChannelWithEpisodes>>()
    expect(theirs.items.map((entry) => [entry.channel.id, entry.waitingCount])).toEqual([[classOne.id, 2]])
    expect((await call('GET', '/api/channels/mine', student.token)).json<Page<ChannelWithEpisodes>>().items).toEqual([])
  })

  it('pages my channels newest first', async () => {
    const member = await makeSignedInUser(t.app, t.db)
    await makeChannel(member, { title: 'First' })
    await makeChannel(member, { title: 'Second' })
    const first = (await call('GET', '/api/channels/mine?limit=1', member.token)).json<Page<ChannelWithEpisodes>>()
    expect(first.items.map((entry) => entry.channel.title)).toEqual(['Second'])
    const second = (await call('GET', `/api/channels/mine?limit=1&cursor=${first.nextCursor}`, member.token)).json<
      Page<ChannelWithEpisodes>
    >()
    expect(second.items.map((entry) => entry.channel.title)).toEqual(['First'])
    expect(second.nextCursor).toBeNull()
  })

  it('lets students publish to their class channel, and nobody to a stranger’s', async () => {
    const classOne = await theClassChannel()
    const ids = async (member: Member) =>
      (await call('GET', '/api/channels/publishable', member.token)).json<{ items: Channel[] }>().items.map((c) => c.id)
    expect(await ids(student)).toEqual([classOne.id])
    expect(await ids(teacher)).toContain(classOne.id)
    expect(await ids(stranger)).not.toContain(classOne.id)
    expect((await call('GET', '/api/channels/publishable', null)).statusCode).toBe(401)
  })
})
