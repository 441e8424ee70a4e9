// Favourites and listening positions on the real app and a fresh database: who may mark which
// episode (public ones; unpublished, scheduled and waiting ones only for their editors and author),
// idempotent repeats, a late position never overwriting a newer one, the bounds of a position, the
// history and favourites lists (newest first, paged, episodes no longer visible left out).
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EpisodeView } from '#contract/episodes'
import { listeningMessages, type Favourite, type HistoryEntry } from '#contract/listening'
import type { Page } from '#contract/pagination'
import { classMembers, favourites, listens } from '#server/db/schema'
import { listenedAtLeadMs } from '#server/listening/positions'
import { positionWritesPerMinute } from '#server/listening/routes'
import { caller } from './support/inject'
import { bearer, makeClassMembership, makeSignedInUser, type UserFixture } from './support/factories'
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
let teacher: Member
let student: Member
let published: EpisodeView
let unpublished: EpisodeView
let scheduled: EpisodeView
let waiting: EpisodeView
let classId: string

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString()

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'listening-'))
  t = await startTestApp({ dataDir, contentDir: null })
  call = caller(t.app)
  owner = await makeSignedInUser(t.app, t.db)
  listener = await makeSignedInUser(t.app, t.db)
  stranger = await makeSignedInUser(t.app, t.db)
  teacher = await makeSignedInUser(t.app, t.db, { privileges: ['teacher'] })
  student = await makeSignedInUser(t.app, t.db)
  const channel = await createChannel(t.app, owner.token, {}, t.db)
  published = await publishEpisode(t.app, owner.token, channel.id, { title: 'Public', seconds: 3 })
  unpublished = await publishEpisode(t.app, owner.token, channel.id, { title: 'Draft', publishAt: null })
  scheduled = await publishEpisode(t.app, owner.token, channel.id, { title: 'Later', publishAt: inAnHour() })
  ;({ classId } = await makeClassMembership(t.db, teacher.id, 'teacher'))
  await t.db.insert(classMembers).values({ classId, userId: student.id, membership: 'student' })
  const classChannel = await createChannel(t.app, teacher.token, { title: 'Drama 1 stories', classId }, t.db)
  waiting = await publishEpisode(t.app, student.token, classChannel.id, { title: 'Waiting' })
}, 60_000)

afterAll(async () => {
  await t.close()
  await rm(dataDir, { recursive: true, force: true })
})

const at = (msAgo: number) => new Date(Date.now() - msAgo).toISOString()
const position = (member: Member, episodeId: string, body: object) =>
  call('PUT', `/api/listens/${episodeId}`, member.token, body)
const favouritesOf = async (member: Member, query = '') => {
  const res = await call('GET', `/api/favourites/${query}`, member.token)
  expect(res.statusCode, res.body).toBe(200)
  return res.json<Page<Favourite>>()
}
const historyOf = async (member: Member, query = '') => {
  const res = await call('GET', `/api/listens/${query}`, member.token)
  expect(res.statusCode, res.body).toBe(200)
  return res.json<Page<HistoryEntry>>()
}
const setPublishAt = (episode: EpisodeView, body: { publishAt: string | null }) =>
  t.app.inject({ method: 'PATCH', url: `/api/episodes/${episode.linkId}`, headers: bearer(owner.token), payload: body })
const storedListen = async (member: Member, episodeId: string) =>
  t.db
    .select()
    .from(listens)
    .where(and(eq(listens.userId, member.id), eq(listens.episodeId, episodeId)))

describe('who may favourite and position which episode', () => {
  it('asks visitors to sign in for every listening endpoint', async () => {
    for (const [method, url] of [
      ['GET', '/api/favourites/'],
      ['PUT', `/api/favourites/${published.id}`],
      ['DELETE', `/api/favourites/${published.id}`],
      ['GET', '/api/listens/'],
      ['PUT', `/api/listens/${published.id}`],
      ['DELETE', `/api/listens/${published.id}`],
    ] as const) {
      const res = await call(
        method,
        url,
        null,
        method === 'PUT' && url.startsWith('/api/listens') ? { positionMs: 0, listenedAt: at(0) } : undefined,
      )
      expect(res.statusCode, `${method} ${url}`).toBe(401)
    }
  })

  it('lets any member favourite and position a public episode', async () => {
    expect((await call('PUT', `/api/favourites/${published.id}`, stranger.token)).statusCode).toBe(204)
    expect((await position(stranger, published.id, { positionMs: 1000, listenedAt: at(0) })).statusCode).toBe(204)
    await call('DELETE', `/api/favourites/${published.id}`, stranger.token)
    await call('DELETE', `/api/listens/${published.id}`, stranger.token)
  })

  it('answers unpublished, scheduled and waiting episodes as unknown to strangers', async () => {
    for (const episode of [unpublished, scheduled, waiting]) {
      const favourite = await call('PUT', `/api/favourites/${episode.id}`, stranger.token)
      expect(favourite.statusCode, episode.title).toBe(404)
      expect(favourite.json()).toEqual({ message: listeningMessages.unknownEpisode })
      const moved = await position(stranger, episode.id, { positionMs: 0, listenedAt: at(0) })
      expect(moved.statusCode, episode.title).toBe(404)
    }
    // A student of the class is no editor: another student's waiting episode is not theirs to see.
    const classmate = await makeSignedInUser(t.app, t.db)
    await t.db.insert(classMembers).values({ classId, userId: classmate.id, membership: 'student' })
    expect((await call('PUT', `/api/favourites/${waiting.id}`, classmate.token)).statusCode).toBe(404)
    expect(await t.db.select().from(favourites).where(eq(favourites.userId, stranger.id))).toEqual([])
  })

  it('lets the channel owner, the class teacher and the author mark episodes they can open', async () => {
    for (const [member, episode] of [
      [owner, unpublished],
      [owner, scheduled],
      [teacher, waiting],
      [student, waiting],
    ] as const) {
      expect((await call('PUT', `/api/favourites/${episode.id}`, member.token)).statusCode, episode.title).toBe(204)
      expect(
        (await position(member, episode.id, { positionMs: 500, listenedAt: at(0) })).statusCode,
        episode.title,
      ).toBe(204)
    }
    expect((await favouritesOf(owner)).items.map((item) => item.episode.title).sort()).toEqual(['Draft', 'Later'])
    expect((await historyOf(student)).items.map((item) => item.episode.state)).toEqual(['waiting'])
  })

  it('answers an unknown episode 404 and a malformed id 400', async () => {
    expect((await call('PUT', '/api/favourites/no-such-episode', listener.token)).statusCode).toBe(404)
    expect((await position(listener, 'no-such-episode', { positionMs: 0, listenedAt: at(0) })).statusCode).toBe(404)
    expect((await call('PUT', `/api/favourites/${'x'.repeat(65)}`, listener.token)).statusCode).toBe(400)
    expect((await call('DELETE', `/api/listens/${'x'.repeat(65)}`, listener.token)).statusCode).toBe(400)
  })

  it('answers 404, not 500, when the episode is removed between the check and the write', async () => {
    const channel = await createChannel(t.app, owner.token, { title: 'Short-lived' }, t.db)
    for (const [table, send] of [
      ['favourites', (episodeId: string) => call('PUT', `/api/favourites/${episodeId}`, listener.token)],
      ['listens', (episodeId: string) => position(listener, episodeId, { positionMs: 0, listenedAt: at(0) })],
    ] as const) {
      const episode = await publishEpisode(t.app, owner.token, channel.id, { title: `Gone before the ${table} row` })
      await removeEpisodeOnInsert(t.db, table)
      try {
        const res = await send(episode.id)
        expect(res.statusCode, res.body).toBe(404)
        expect(res.json().message).toBe(listeningMessages.unknownEpisode)
      } finally {
        await t.db.execute(sql.raw(`drop trigger "remove_first" on "${table}"`))
      }
    }
  })
})

describe('favourites', () => {
  it('keeps one favourite however often it is marked, and removing it is idempotent', async () => {
    for (let i = 0; i < 3; i++)
      expect((await call('PUT', `/api/favourites/${published.id}`, listener.token)).statusCode).toBe(204)
    const rows = await t.db.select().from(favourites).where(eq(favourites.userId, listener.id))
    expect(rows).toHaveLength(1)
    const page = await favouritesOf(listener)
    expect(page.items.map((item) => item.episode.id)).toEqual([published.id])
    expect(page.items[0]!.favouredAt).toBe(rows[0]!.createdAt.toISOString())
    for (let i = 0; i < 2; i++)
      expect((await call('DELETE', `/api/favourites/${published.id}`, listener.token)).statusCode).toBe(204)
    expect((await favouritesOf(listener)).items).toEqual([])
  })

  it('lists the newest first, a page at a time', async () => {
    const member = await makeSignedInUser(t.app, t.db)
    const channel = await createChannel(t.app, member.token, { title: 'Mine' }, t.db)
    const mine = [
      await publishEpisode(t.app, member.token, channel.id, { title: 'A' }),
      await publishEpisode(t.app, member.token, channel.id, { title: 'B' }),
    ]
    for (const episode of [published, ...mine]) {
      expect((await call('PUT', `/api/favourites/${episode.id}`, member.token)).statusCode).toBe(204)
      t.clock.advance(1000)
    }
    const first = await favouritesOf(member, '?limit=2')
    expect(first.items.map((item) => item.episode.title)).toEqual(['B', 'A'])
    expect(first.nextCursor).not.toBeNull()
    const second = await favouritesOf(member, `?limit=2&cursor=${first.nextCursor}`)
    expect(second.items.map((item) => item.episode.title)).toEqual(['Public'])
    expect(second.nextCursor).toBeNull()
    expect((await call('GET', '/api/favourites/?cursor=not-a-cursor', member.token)).statusCode).toBe(400)
    expect((await call('GET', '/api/favourites/?limit=1000', member.token)).statusCode).toBe(400)
  })
})

describe('positions', () => {
  it('stores one row for the same position sent three times', async () => {
    const body = { positionMs: 1200, listenedAt: at(10_000) }
    for (let i = 0; i < 3; i++) expect((await position(listener, published.id, body)).statusCode).toBe(204)
    const rows = await storedListen(listener, published.id)
    expect(rows.map((row) => [row.positionMs, row.finished, row.listenedAt.toISOString()])).toEqual([
      [1200, false, body.listenedAt],
    ])
  })

  it('never lets a late position with an older time overwrite a newer one', async () => {
    const newer = at(5_000)
    const older = at(60_000)
    expect((await position(listener, published.id, { positionMs: 2500, listenedAt: newer })).statusCode).toBe(204)
    expect((await position(listener, published.id, { positionMs: 300, listenedAt: older })).statusCode).toBe(204)
    const [kept] = await storedListen(listener, published.id)
    expect([kept!.positionMs, kept!.listenedAt.toISOString()]).toEqual([2500, newer])
    expect(
      (await position(listener, published.id, { positionMs: 3000, finished: true, listenedAt: at(0) })).statusCode,
    ).toBe(204)
    const [latest] = await storedListen(listener, published.id)
    expect([latest!.positionMs, latest!.finished]).toEqual([3000, true])
  })

  it('keeps whichever of two positions sent at once carries the newer time', async () => {
    const member = await makeSignedInUser(t.app, t.db)
    const times = Array.from({ length: 6 }, (_, index) => at(60_000 - index * 1000))
    const bodies = times.map((listenedAt, index) => ({ positionMs: index * 100, listenedAt }))
    // The newest sent first: each later one is older and must lose.
    await Promise.all(bodies.reverse().map((body) => position(member, published.id, body)))
    const [kept] = await storedListen(member, published.id)
    expect([kept!.positionMs, kept!.listenedAt.toISOString()]).toEqual([500, times[5]])
  })

  it('refuses a position past the end, a time ahead of the server or before 2020, and bad bodies', async () => {
    const length = published.durationMs
    expect((await position(listener, published.id, { positionMs: length + 1000, listenedAt: at(0) })).statusCode).toBe(
      204,
    )
    const past = await position(listener, published.id, { positionMs: length + 1001, listenedAt: at(0) })
    expect(past.statusCode).toBe(422)
    expect(past.json()).toEqual({ message: listeningMessages.position })
    const ahead = await position(listener, published.id, { positionMs: 0, listenedAt: at(-listenedAtLeadMs - 60_000) })
    expect(ahead.statusCode).toBe(422)
    expect(ahead.json()).toEqual({ message: listeningMessages.listenedAt })
    expect((await position(listener, published.id, { positionMs: 0, listenedAt: at(-60_000) })).statusCode).toBe(204)
    expect(
      (await position(listener, published.id, { positionMs: 0, listenedAt: '2019-12-31T23:59:59Z' })).statusCode,
    ).toBe(422)
    for (const body of [
      {},
      { positionMs: -1, listenedAt: at(0) },
      { positionMs: 1.5, listenedAt: at(0) },
      { positionMs: 0, listenedAt: 'yesterday' },
      { positionMs: '10', listenedAt: at(0) },
    ]) {
      expect((await position(listener, published.id, body)).statusCode, JSON.stringify(body)).toBe(400)
    }
    const notJson = await t.app.inject({
      method: 'PUT',
      url: `/api/listens/${published.id}`,
      headers: { authorization: `Bearer ${listener.token}`, 'content-type': 'application/json' },
      payload: '{',
    })
    expect(notJson.statusCode).toBe(400)
  })
})

describe('how often', () => {
  it(`limits position writes to ${positionWritesPerMinute} a minute per member`, async () => {
    const member = await makeSignedInUser(t.app, t.db)
    const answers: number[] = []
    for (let i = 0; i <= positionWritesPerMinute; i++)
      answers.push((await position(member, published.id, { positionMs: i, listenedAt: at(0) })).statusCode)
    expect(answers.slice(0, positionWritesPerMinute).every((status) => status === 204)).toBe(true)
    expect(answers[positionWritesPerMinute]).toBe(429)
    const other = await makeSignedInUser(t.app, t.db)
    expect((await position(other, published.id, { positionMs: 0, listenedAt: at(0) })).statusCode).toBe(204)
  }, 60_000)
})

describe('history', () => {
  it('lists what the member played, the latest first, a page at a time, and forgets one', async () => {
    const member = await makeSignedInUser(t.app, t.db)
    const channel = await createChannel(t.app, member.token, { title: 'Heard' }, t.db)
    const first = await publishEpisode(t.app, member.token, channel.id, { title: 'First heard' })
    const second = await publishEpisode(t.app, member.token, channel.id, { title: 'Second heard' })
    await position(member, first.id, { positionMs: 100, listenedAt: at(30_000) })
    await position(member, second.id, { positionMs: 200, finished: true, listenedAt: at(20_000) })
    await position(member, published.id, { positionMs: 300, listenedAt: at(40_000) })
    const page = await historyOf(member, '?limit=2')
    expect(page.items.map((item) => [item.episode.title, item.positionMs, item.finished])).toEqual([
      ['Second heard', 200, true],
      ['First heard', 100, false],
    ])
    const rest = await historyOf(member, `?limit=2&cursor=${page.nextCursor}`)
    expect(rest.items.map((item) => item.episode.title)).toEqual(['Public'])
    expect(rest.nextCursor).toBeNull()
    for (let i = 0; i < 2; i++)
      expect((await call('DELETE', `/api/listens/${second.id}`, member.token)).statusCode).toBe(204)
    expect((await historyOf(member)).items.map((item) => item.episode.title)).toEqual(['First heard', 'Public'])
    // Another member's history is their own.
    expect((await historyOf(stranger)).items).toEqual([])
  })

  it('leaves out an episode once it is unpublished, and shows it again when it is back', async () => {
    const member = await makeSignedInUser(t.app, t.db)
    const episode = await publishEpisode(
      t.app,
      owner.token,
      (await createChannel(t.app, owner.token, { title: 'Fleeting' }, t.db)).id,
      { title: 'Soon gone' },
    )
    await call('PUT', `/api/favourites/${episode.id}`, member.token)
    await position(member, episode.id, { positionMs: 100, listenedAt: at(0) })
    const unpublish = await setPublishAt(episode, { publishAt: null })
    expect(unpublish.statusCode, unpublish.body).toBe(200)
    expect((await favouritesOf(member)).items).toEqual([])
    expect((await historyOf(member)).items).toEqual([])
    expect((await call('PUT', `/api/favourites/${episode.id}`, member.token)).statusCode).toBe(404)
    // Kept, not forgotten: back in the lists when the episode is public again.
    await setPublishAt(episode, { publishAt: at(1000) })
    expect((await favouritesOf(member)).items.map((item) => item.episode.id)).toEqual([episode.id])
    expect((await historyOf(member)).items.map((item) => item.positionMs)).toEqual([100])
  })
})
