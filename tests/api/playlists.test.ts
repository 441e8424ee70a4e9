// Playlists on the real app and a fresh database: ids made on the device (a repeated create is the
// same playlist; another member's id is unknown to every write), private and public reading,
// episodes the caller may not see left out, idempotent adds and removals, a whole channel added,
// reorders that never lose an episode, the limit, and concurrent edits that keep positions 0..n-1.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { asc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EpisodeView } from '#contract/episodes'
import type { Page } from '#contract/pagination'
import { playlistLimits, playlistMessages, type Playlist, type PlaylistView } from '#contract/playlists'
import { newId } from '#server/db/ids'
import { classMembers, episodeAudio, episodes, playlistItems, playlists } from '#server/db/schema'
import { caller } from './support/inject'
import { bearer, clientId, makeClassMembership, makeSignedInUser, type UserFixture } from './support/factories'
import { removeEpisodeOnInsert } from './support/episode-removal'
import { createChannel, publishEpisode } from './support/podcast'
import { startTestApp, type TestApp } from './support/test-app'

type Member = UserFixture & { token: string }

let t: TestApp
let dataDir: string
let call: ReturnType<typeof caller>
let owner: Member
let listener: Member
let stranger: Member
let channelId: string
let published: EpisodeView[]
let unpublished: EpisodeView
let waiting: EpisodeView

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'playlists-'))
  t = await startTestApp({ dataDir, contentDir: null })
  call = caller(t.app)
  owner = await makeSignedInUser(t.app, t.db)
  listener = await makeSignedInUser(t.app, t.db)
  stranger = await makeSignedInUser(t.app, t.db)
  channelId = (await createChannel(t.app, owner.token, {}, t.db)).id
  published = []
  for (const title of ['One', 'Two', 'Three', 'Four']) {
    published.push(
      await publishEpisode(t.app, owner.token, channelId, {
        title,
        publishAt: new Date(Date.now() - 60_000 + published.length * 1000).toISOString(),
      }),
    )
  }
  unpublished = await publishEpisode(t.app, owner.token, channelId, { title: 'Draft', publishAt: null })
  const teacher = await makeSignedInUser(t.app, t.db, { privileges: ['teacher'] })
  const student = await makeSignedInUser(t.app, t.db)
  const { classId } = await makeClassMembership(t.db, teacher.id, 'teacher')
  await t.db.insert(classMembers).values({ classId, userId: student.id, membership: 'student' })
  const classChannel = await createChannel(t.app, teacher.token, { title: 'Class stories', classId }, t.db)
  waiting = await publishEpisode(t.app, student.token, classChannel.id, { title: 'Waiting' })
}, 60_000)

afterAll(async () => {
  await t.close()
  await rm(dataDir, { recursive: true, force: true })
})

const ids = (view: PlaylistView) => view.episodes.map((episode) => episode.id)

async function makePlaylist(member: Member, fields: { title?: string; public?: boolean } = {}): Promise<PlaylistView> {
  const res = await call('PUT', `/api/playlists/${clientId()}`, member.token, { title: 'Commute', ...fields })
  expect(res.statusCode, res.body).toBe(201)
  return res.json<PlaylistView>()
}

async function add(member: Member, playlistId: string, episodeId: string): Promise<PlaylistView> {
  const res = await call('PUT', `/api/playlists/${playlistId}/episodes/${episodeId}`, member.token)
  expect(res.statusCode, res.body).toBe(200)
  return res.json<PlaylistView>()
}

const storedPositions = async (playlistId: string) =>
  (
    await t.db
      .select()
      .from(playlistItems)
      .where(eq(playlistItems.playlistId, playlistId))
      .orderBy(asc(playlistItems.position))
  ).map((item) => [item.episodeId, item.position])

/** Published episodes made straight in the database, for the limit (500 through uploads would be slow). */
async function insertPublishedEpisodes(count: number, channel: string, authorId: string): Promise<string[]> {
  const audio = await t.db
    .insert(episodeAudio)
    .values(
      Array.from({ length: count }, () => ({ ownerId: authorId, mime: 'audio/mpeg', size: 1000, durationMs: 1000 })),
    )
    .returning({ id: episodeAudio.id })
  const publishedAt = new Date(Date.now() - 3_600_000)
  const rows = await t.db
    .insert(episodes)
    .values(
      audio.map((file, index) => ({
        linkId: newId(),
        channelId: channel,
        authorId,
        audioId: file.id,
        title: `Bulk ${index}`,
        publishedAt: new Date(publishedAt.getTime() + index),
      })),
    )
    .returning({ id: episodes.id, publishedAt: episodes.publishedAt })
  return rows.sort((a, b) => a.publishedAt!.getTime() - b.publishedAt!.getTime()).map((row) => row.id)
}

describe('making, renaming and deleting', () => {
  it('creates with the device’s id (201), answers a repeat 200 and renames', async () => {
    const id = clientId()
    const created = await call('PUT', `/api/playlists/${id}`, listener.token, { title: '  Morning  ' })
    expect(created.statusCode, created.body).toBe(201)
    expect(created.json<PlaylistView>()).toMatchObject({
      id,
      title: 'Morning',
      public: false,
      episodeCount: 0,
      durationMs: 0,
      episodes: [],
      viewer: { canEdit: true },
    })
    expect(created.json<PlaylistView>().owner.id).toBe(listener.id)
    const repeated = await call('PUT', `/api/playlists/${id}`, listener.token, { title: 'Morning' })
    expect(repeated.statusCode).toBe(200)
    const renamed = await call('PUT', `/api/playlists/${id}`, listener.token, { title: 'Evening', public: true })
    expect(renamed.statusCode).toBe(200)
    expect(renamed.json<PlaylistView>()).toMatchObject({ title: 'Evening', public: true })
    expect(await t.db.select().from(playlists).where(eq(playlists.id, id))).toHaveLength(1)
  })

  it('treats another member’s id as unknown: no takeover, no rename', async () => {
    const mine = await makePlaylist(listener, { title: 'Private mix' })
    const res = await call('PUT', `/api/playlists/${mine.id}`, stranger.token, { title: 'Taken', public: true })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ message: playlistMessages.unknownPlaylist })
    const [row] = await t.db.select().from(playlists).where(eq(playlists.id, mine.id))
    expect([row!.ownerId, row!.title, row!.public]).toEqual([listener.id, 'Private mix', false])
  })

  it('refuses bad titles, ids and bodies with 4xx', async () => {
    const cases: Array<[string, unknown]> = [
      [`/api/playlists/${clientId()}`, { title: '   ' }],
      [`/api/playlists/${clientId()}`, { title: 'x'.repeat(playlistLimits.titleMax + 1) }],
      [`/api/playlists/${clientId()}`, { title: 'Fine', public: 'yes' }],
      [`/api/playlists/${clientId()}`, {}],
      ['/api/playlists/short', { title: 'Fine' }],
      [`/api/playlists/${'a'.repeat(65)}`, { title: 'Fine' }],
    ]
    for (const [url, body] of cases) {
      const res = await call('PUT', url, listener.token, body as object)
      expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400)
    }
    const empty = await call('PUT', `/api/playlists/${clientId()}`, listener.token, { title: '' })
    expect(empty.json<{ message: string }>().message).toContain(playlistMessages.titleRequired)
    const notJson = await t.app.inject({
      method: 'PUT',
      url: `/api/playlists/${clientId()}`,
      headers: { ...bearer(listener.token), 'content-type': 'application/json' },
      payload: '{"title":',
    })
    expect(notJson.statusCode).toBe(400)
  })

  it('deletes the owner’s playlist; others and repeats get 404', async () => {
    const mine = await makePlaylist(listener)
    await add(listener, mine.id, published[0]!.id)
    expect((await call('DELETE', `/api/playlists/${mine.id}`, stranger.token)).statusCode).toBe(404)
    expect((await call('DELETE', `/api/playlists/${mine.id}`, listener.token)).statusCode).toBe(204)
    expect((await call('DELETE', `/api/playlists/${mine.id}`, listener.token)).statusCode).toBe(404)
    expect((await call('GET', `/api/playlists/${mine.id}`, listener.token)).statusCode).toBe(404)
    expect(await storedPositions(mine.id)).toEqual([])
  })
})

describe('who reads and who changes a playlist', () => {
  it('shows a private playlist to its owner only, a public one to everyone, visitors too', async () => {
    const mine = await makePlaylist(listener)
    await add(listener, mine.id, published[0]!.id)
    for (const token of [stranger.token, null])
      expect((await call('GET', `/api/playlists/${mine.id}`, token)).statusCode).toBe(404)
    expect((await call('GET', `/api/playlists/${clientId()}`, null)).statusCode).toBe(404)
    await call('PUT', `/api/playlists/${mine.id}`, listener.token, { title: 'Shared', public: true })
    for (const token of [stranger.token, null]) {
      const res = await call('GET', `/api/playlists/${mine.id}`, token)
      expect(res.statusCode).toBe(200)
      expect(res.json<PlaylistView>()).toMatchObject({ title: 'Shared', episodeCount: 1, viewer: { canEdit: false } })
      expect(ids(res.json<PlaylistView>())).toEqual([published[0]!.id])
    }
  })

  it('answers every write to another member’s playlist, public or not, as unknown', async () => {
    const mine = await makePlaylist(listener, { public: true })
    await add(listener, mine.id, published[0]!.id)
    const writes = [
      ['PUT', `/api/playlists/${mine.id}/episodes/${published[1]!.id}`, undefined],
      ['DELETE', `/api/playlists/${mine.id}/episodes/${published[0]!.id}`, undefined],
      ['POST', `/api/playlists/${mine.id}/channels`, { channelId }],
      ['PUT', `/api/playlists/${mine.id}/order`, { episodeIds: [published[0]!.id] }],
      ['DELETE', `/api/playlists/${mine.id}`, undefined],
    ] as const
    for (const [method, url, body] of writes) {
      const res = await call(method, url, stranger.token, body)
      expect(res.statusCode, `${method} ${url}`).toBe(404)
      expect(res.json()).toEqual({ message: playlistMessages.unknownPlaylist })
      expect((await call(method, url, null, body)).statusCode, `${method} ${url} as a visitor`).toBe(401)
    }
    const unknown = await call('PUT', `/api/playlists/${clientId()}/episodes/${published[1]!.id}`, listener.token)
    expect(unknown.json()).toEqual({ message: playlistMessages.unknownPlaylist })
    expect(await storedPositions(mine.id)).toEqual([[published[0]!.id, 0]])
  })

  it('lets no one add an unpublished or waiting episode they cannot open', async () => {
    const mine = await makePlaylist(listener)
    for (const episode of [unpublished, waiting]) {
      const res = await call('PUT', `/api/playlists/${mine.id}/episodes/${episode.id}`, listener.token)
      expect(res.statusCode, episode.title).toBe(404)
      expect(res.json()).toEqual({ message: playlistMessages.unknownEpisode })
    }
    expect((await call('PUT', `/api/playlists/${mine.id}/episodes/no-such-episode`, listener.token)).statusCode).toBe(
      404,
    )
    expect(await storedPositions(mine.id)).toEqual([])
  })

  it('shows the channel owner their own unpublished episode, and the public does not see it', async () => {
    const theirs = await makePlaylist(owner, { public: true })
    await add(owner, theirs.id, published[0]!.id)
    const view = await add(owner, theirs.id, unpublished.id)
    expect(ids(view)).toEqual([published[0]!.id, unpublished.id])
    expect(view.durationMs).toBe(published[0]!.durationMs + unpublished.durationMs)
    const seen = (await call('GET', `/api/playlists/${theirs.id}`, null)).json<PlaylistView>()
    expect(ids(seen)).toEqual([published[0]!.id])
    expect([seen.episodeCount, seen.durationMs]).toEqual([1, published[0]!.durationMs])
  })
})

describe('the episodes of a playlist', () => {
  it('appends in order, adds a repeat once, and removes idempotently, closing the gap', async () => {
    const mine = await makePlaylist(listener)
    for (const episode of published.slice(0, 3)) await add(listener, mine.id, episode.id)
    for (let i = 0; i < 3; i++)
      expect(ids(await add(listener, mine.id, published[0]!.id))).toEqual(published.slice(0, 3).map((e) => e.id))
    for (let i = 0; i < 2; i++) {
      const res = await call('DELETE', `/api/playlists/${mine.id}/episodes/${published[1]!.id}`, listener.token)
      expect(res.statusCode).toBe(200)
      expect(ids(res.json<PlaylistView>())).toEqual([published[0]!.id, published[2]!.id])
    }
    expect(await storedPositions(mine.id)).toEqual([
      [published[0]!.id, 0],
      [published[2]!.id, 1],
    ])
  })

  it('answers 404, not 500, for an episode removed between the check and the add, and keeps the playlist as it was', async () => {
    const mine = await makePlaylist(listener)
    // On a channel of its own: the failed insert rolls the trigger's deletion back with it.
    const other = await createChannel(t.app, owner.token, { title: 'Elsewhere' }, t.db)
    const episode = await publishEpisode(t.app, owner.token, other.id, { title: 'Gone meanwhile' })
    await removeEpisodeOnInsert(t.db, 'playlist_items')
    try {
      const res = await call('PUT', `/api/playlists/${mine.id}/episodes/${episode.id}`, listener.token)
      expect(res.statusCode, res.body).toBe(404)
      expect(res.json().message).toBe('This episode does not exist.')
    } finally {
      await t.db.execute(sql.raw('drop trigger "remove_first" on "playlist_items"'))
    }
    expect(await storedPositions(mine.id)).toEqual([])
  })

  it('adds a channel’s public episodes oldest first, skipping ones already there', async () => {
    const mine = await makePlaylist(listener)
    await add(listener, mine.id, published[2]!.id)
    const res = await call('POST', `/api/playlists/${mine.id}/channels`, listener.token, { channelId })
    expect(res.statusCode, res.body).toBe(200)
    const expected = [published[2]!, published[0]!, published[1]!, published[3]!].map((e) => e.id)
    expect(ids(res.json<PlaylistView>())).toEqual(expected)
    const again = await call('POST', `/api/playlists/${mine.id}/channels`, listener.token, { channelId })
    expect(ids(again.json<PlaylistView>())).toEqual(expected)
    expect((await storedPositions(mine.id)).map(([, position]) => position)).toEqual([0, 1, 2, 3])
    expect(
      (await call('POST', `/api/playlists/${mine.id}/channels`, listener.token, { channelId: 'no-such-channel' }))
        .statusCode,
    ).toBe(404)
    expect((await call('POST', `/api/playlists/${mine.id}/channels`, listener.token, {})).statusCode).toBe(400)
  })

  it('reorders: named first, names no longer there ignored, the rest after in their order', async () => {
    const mine = await makePlaylist(listener)
    const [a, b, c, d] = published.map((e) => e.id) as [string, string, string, string]
    for (const id of [a, b, c, d]) await add(listener, mine.id, id)
    await call('DELETE', `/api/playlists/${mine.id}/episodes/${b}`, listener.token)
    // An order made before b was removed (and before d was added) on another device.
    const res = await call('PUT', `/api/playlists/${mine.id}/order`, listener.token, { episodeIds: [c, b, a] })
    expect(res.statusCode, res.body).toBe(200)
    expect(ids(res.json<PlaylistView>())).toEqual([c, a, d])
    expect(await storedPositions(mine.id)).toEqual([
      [c, 0],
      [a, 1],
      [d, 2],
    ])
    const twice = await call('PUT', `/api/playlists/${mine.id}/order`, listener.token, { episodeIds: [a, a] })
    expect(twice.statusCode).toBe(422)
    expect(twice.json()).toEqual({ message: playlistMessages.order })
    for (const body of [
      {},
      { episodeIds: 'abc' },
      { episodeIds: [''] },
      { episodeIds: Array.from({ length: playlistLimits.episodesMax + 1 }, () => a) },
    ]) {
      expect((await call('PUT', `/api/playlists/${mine.id}/order`, listener.token, body)).statusCode).toBe(400)
    }
  })

  it('moves updated_at with a change and lists the most recently changed first, a page at a time', async () => {
    const member = await makeSignedInUser(t.app, t.db)
    const first = await makePlaylist(member, { title: 'First' })
    t.clock.advance(1000)
    const second = await makePlaylist(member, { title: 'Second' })
    t.clock.advance(1000)
    await add(member, first.id, published[0]!.id)
    const changed = (await call('GET', `/api/playlists/${first.id}`, member.token)).json<PlaylistView>()
    t.clock.advance(1000)
    // A repeat that changes nothing leaves the order as it is.
    expect((await add(member, first.id, published[0]!.id)).updatedAt).toBe(changed.updatedAt)
    const page = (await call('GET', '/api/playlists/?limit=1', member.token)).json<Page<Playlist>>()
    expect(page.items.map((p) => [p.title, p.episodeCount, p.durationMs])).toEqual([
      ['First', 1, published[0]!.durationMs],
    ])
    const rest = (await call('GET', `/api/playlists/?limit=1&cursor=${page.nextCursor}`, member.token)).json<
      Page<Playlist>
    >()
    expect(rest.items.map((p) => p.id)).toEqual([second.id])
    expect(rest.nextCursor).toBeNull()
    expect((await call('GET', '/api/playlists/', null)).statusCode).toBe(401)
    expect((await call('GET', '/api/playlists/?cursor=%%%', member.token)).statusCode).toBe(400)
    expect((await call('GET', '/api/playlists/', stranger.token)).json<Page<Playlist>>().items).toEqual([])
  })

  it('vanishes an episode from the playlist once it is unpublished', async () => {
    const member = await makeSignedInUser(t.app, t.db)
    const own = await createChannel(t.app, member.token, { title: 'Short lived' }, t.db)
    const episode = await publishEpisode(t.app, member.token, own.id, { title: 'Gone soon' })
    const mine = await makePlaylist(listener, { public: true })
    await add(listener, mine.id, published[0]!.id)
    await add(listener, mine.id, episode.id)
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/episodes/${episode.linkId}`,
      headers: bearer(member.token),
      payload: { publishAt: null },
    })
    expect(res.statusCode, res.body).toBe(200)
    const view = (await call('GET', `/api/playlists/${mine.id}`, listener.token)).json<PlaylistView>()
    expect([ids(view), view.episodeCount]).toEqual([[published[0]!.id], 1])
    const listed = (await call('GET', '/api/playlists/', listener.token))
      .json<Page<Playlist>>()
      .items.find((p) => p.id === mine.id)
    expect(listed?.episodeCount).toBe(1)
    // The episode's author still sees it in someone else's public playlist.
    expect(ids((await call('GET', `/api/playlists/${mine.id}`, member.token)).json<PlaylistView>())).toEqual([
      published[0]!.id,
      episode.id,
    ])
  })
})

describe('limits and concurrent edits', () => {
  it(`holds at most ${playlistLimits.episodesMax} episodes; a channel adds what fits`, async () => {
    const member = await makeSignedInUser(t.app, t.db)
    const bulk = (await createChannel(t.app, member.token, { title: 'Bulk' }, t.db)).id
    const bulkIds = await insertPublishedEpisodes(playlistLimits.episodesMax - 2, bulk, member.id)
    const mine = await makePlaylist(member)
    const filled = await call('POST', `/api/playlists/${mine.id}/channels`, member.token, { channelId: bulk })
    expect(filled.json<PlaylistView>().episodeCount).toBe(playlistLimits.episodesMax - 2)
    expect(ids(filled.json<PlaylistView>())).toEqual(bulkIds)
    // Room for two of the four.
    const some = await call('POST', `/api/playlists/${mine.id}/channels`, member.token, { channelId })
    expect(some.statusCode).toBe(200)
    expect(ids(some.json<PlaylistView>()).slice(-2)).toEqual([published[0]!.id, published[1]!.id])
    const full = await call('PUT', `/api/playlists/${mine.id}/episodes/${published[3]!.id}`, member.token)
    expect(full.statusCode).toBe(409)
    expect(full.json()).toEqual({ message: playlistMessages.full })
    expect((await call('POST', `/api/playlists/${mine.id}/channels`, member.token, { channelId })).statusCode).toBe(409)
    // Already there is no addition: unchanged, not full.
    expect((await call('PUT', `/api/playlists/${mine.id}/episodes/${published[0]!.id}`, member.token)).statusCode).toBe(
      200,
    )
    const positions = (await storedPositions(mine.id)).map(([, position]) => position)
    expect(positions).toEqual(Array.from({ length: playlistLimits.episodesMax }, (_, index) => index))
  }, 60_000)

  it('keeps positions 0..n-1 when adds, removals and reorders arrive at once', async () => {
    const member = await makeSignedInUser(t.app, t.db)
    const bulk = (await createChannel(t.app, member.token, { title: 'Many' }, t.db)).id
    const many = await insertPublishedEpisodes(12, bulk, member.id)
    const mine = await makePlaylist(member)
    for (const id of many.slice(0, 4)) await add(member, mine.id, id)
    const results = await Promise.all([
      ...many.slice(4).map((id) => call('PUT', `/api/playlists/${mine.id}/episodes/${id}`, member.token)),
      call('PUT', `/api/playlists/${mine.id}/order`, member.token, { episodeIds: [...many].reverse() }),
      call('DELETE', `/api/playlists/${mine.id}/episodes/${many[1]}`, member.token),
      call('PUT', `/api/playlists/${mine.id}/order`, member.token, { episodeIds: many.slice(2, 6) }),
      call('PUT', `/api/playlists/${mine.id}/episodes/${many[4]}`, member.token),
    ])
    expect(results.map((res) => res.statusCode)).toEqual(results.map(() => 200))
    const stored = await storedPositions(mine.id)
    expect(stored.map(([, position]) => position)).toEqual(Array.from({ length: 11 }, (_, index) => index))
    expect(new Set(stored.map(([id]) => id))).toEqual(new Set(many.filter((id) => id !== many[1])))
    const view = (await call('GET', `/api/playlists/${mine.id}`, member.token)).json<PlaylistView>()
    expect(ids(view)).toEqual(stored.map(([id]) => id))
  })
})
