// Hot reads from memory (issue 36 point 1, decision 101), on PGlite and PostgreSQL: a conditional
// read is answered 304 without a database query, and every change is read by the next request,
// whoever wrote it (the app, or a statement straight to the database as the admin tools do),
// including the changes that close a read: an ended sign-in, a block, a removal from a class.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ChannelView } from '#contract/channels'
import type { Script } from '#contract/scripts'
import type { Session } from '#contract/sessions'
import { classMembers, scripts, users } from '#server/db/schema'
import {
  bearer,
  joinSession,
  makeClassMembership,
  makeFriends,
  makeScript,
  makeSession,
  makeShareLink,
  makeSignedInUser,
  recordTakeRow,
  scriptContentFixture,
  signIn,
} from './support/factories'
import { insertEpisode } from './support/episode-rows'
import { createChannel } from './support/podcast'
import { startTestApp, type TestApp } from './support/test-app'

let t: TestApp

beforeAll(async () => {
  t = await startTestApp({ contentDir: null })
})
afterAll(() => t.close())

const read = (url: string, token: string | null, etag?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { ...(token ? bearer(token) : {}), ...(etag ? { 'if-none-match': etag } : {}) },
  })

/** The queries the app sent while `run` ran. */
async function queriesDuring(run: () => Promise<unknown>): Promise<number> {
  const before = t.database.handle.queryCount()
  await run()
  return t.database.handle.queryCount() - before
}

describe('a conditional read', () => {
  it('of a script is answered 304 from memory, without a database query', async () => {
    const owner = await makeSignedInUser(t.app, t.db)
    const script = await makeScript(t.app, owner.token)
    const first = await read(`/api/scripts/${script.id}`, owner.token)
    expect(first.statusCode).toBe(200)
    const etag = first.headers.etag as string
    expect(etag).toMatch(/^W\/"/)

    let again = await read(`/api/scripts/${script.id}`, owner.token, etag)
    expect(await queriesDuring(async () => (again = await read(`/api/scripts/${script.id}`, owner.token, etag)))).toBe(
      0,
    )
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    expect(again.headers.etag).toBe(etag)
  })

  it('of a session is answered 304 from memory, without a database query', async () => {
    const owner = await makeSignedInUser(t.app, t.db)
    const script = await makeScript(t.app, owner.token)
    const session = await makeSession(t.app, owner.token, script.id)
    const first = await read(`/api/sessions/${session.id}`, owner.token)
    expect(first.statusCode).toBe(200)
    let again = first
    expect(
      await queriesDuring(
        async () => (again = await read(`/api/sessions/${session.id}`, owner.token, first.headers.etag as string)),
      ),
    ).toBe(0)
    expect(again.statusCode).toBe(304)
  })

  it('of a library page is answered 304 from memory; a script entering the library is read at once', async () => {
    const first = await read('/api/library?q=Lighthouse', null)
    expect(first.json<{ items: unknown[] }>().items).toEqual([])
    let again = first
    expect(
      await queriesDuring(
        async () => (again = await read('/api/library?q=Lighthouse', null, first.headers.etag as string)),
      ),
    ).toBe(0)
    expect(again.statusCode).toBe(304)

    // As content loading writes it at start-up, straight to the table.
    await t.db.insert(scripts).values({ id: 'lib-lighthouse', title: 'The Lighthouse', inLibrary: true, free: true })
    const after = await read('/api/library?q=Lighthouse', null, first.headers.etag as string)
    expect(after.statusCode).toBe(200)
    expect(after.json<{ items: Array<{ title: string }> }>().items.map((item) => item.title)).toEqual([
      'The Lighthouse',
    ])
    await t.db.update(scripts).set({ title: 'The Lighthouse Keeper' }).where(eq(scripts.id, 'lib-lighthouse'))
    expect(
      (await read('/api/library?q=Lighthouse', null)).json<{ items: Array<{ title: string }> }>().items[0]?.title,
    ).toBe('The Lighthouse Keeper')
  })

  it('of a channel is answered 304 from memory until a follower or its scheduled episode changes it', async () => {
    const owner = await makeSignedInUser(t.app, t.db)
    const listener = await makeSignedInUser(t.app, t.db)
    const channel = await createChannel(t.app, owner.token)
    await insertEpisode(t.db, { channelId: channel.id, authorId: owner.id, publishedAt: t.clock.now() })
    await insertEpisode(t.db, {
      channelId: channel.id,
      authorId: owner.id,
      publishedAt: new Date(t.clock.now().getTime() + 60_000),
    })
    const counts = async () => {
      const { episodeCount, followerCount } = (await read(`/api/channels/${channel.id}`, null)).json<ChannelView>()
      return { episodeCount, followerCount }
    }
    expect(await counts()).toEqual({ episodeCount: 1, followerCount: 0 })
    const first = await read(`/api/channels/${channel.id}`, null)
    let again = first
    expect(
      await queriesDuring(
        async () => (again = await read(`/api/channels/${channel.id}`, null, first.headers.etag as string)),
      ),
    ).toBe(0)
    expect(again.statusCode).toBe(304)

    const followed = await t.app.inject({
      method: 'PUT',
      url: `/api/channels/${channel.id}/follow`,
      headers: bearer(listener.token),
    })
    expect(followed.statusCode, followed.body).toBeLessThan(300)
    expect(await counts()).toEqual({ episodeCount: 1, followerCount: 1 })
    // The scheduled episode comes out: no row changes, the count does.
    t.clock.advance(60_000)
    expect(await counts()).toEqual({ episodeCount: 2, followerCount: 1 })
  })

  it('with an ETag of an older answer gets the new one', async () => {
    const owner = await makeSignedInUser(t.app, t.db)
    const script = await makeScript(t.app, owner.token, { title: 'First title' })
    const first = await read(`/api/scripts/${script.id}`, owner.token)
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/scripts/${script.id}`,
      headers: bearer(owner.token),
      payload: { ...scriptContentFixture({ title: 'Second title' }), baseVersion: script.version },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const after = await read(`/api/scripts/${script.id}`, owner.token, first.headers.etag as string)
    expect(after.statusCode).toBe(200)
    expect(after.json<Script>().title).toBe('Second title')
    expect(after.headers.etag).not.toBe(first.headers.etag)
  })
})

describe('the next read after a change', () => {
  it('shows a take written straight to the database', async () => {
    const owner = await makeSignedInUser(t.app, t.db)
    const script = await makeScript(t.app, owner.token)
    const session = await makeSession(t.app, owner.token, script.id)
    expect((await read(`/api/sessions/${session.id}`, owner.token)).json<Session>().takes).toHaveLength(0)
    const take = await recordTakeRow(t.db, { sessionId: session.id, lineId: script.lines[0]!.id, userId: owner.id })
    const after = await read(`/api/sessions/${session.id}`, owner.token)
    expect(after.json<Session>().takes.map((each) => each.id)).toEqual([take.id])
  })

  it('shows the owner’s new name on their script', async () => {
    const owner = await makeSignedInUser(t.app, t.db)
    await t.db.update(users).set({ name: 'Ann Before', nameVisibility: 'public' }).where(eq(users.id, owner.id))
    const script = await makeScript(t.app, owner.token, { visibility: 'public' })
    expect((await read(`/api/scripts/${script.id}`, null)).json<Script>().owner?.name).toBe('Ann Before')
    await t.db.update(users).set({ name: 'Ann After' }).where(eq(users.id, owner.id))
    expect((await read(`/api/scripts/${script.id}`, null)).json<Script>().owner?.name).toBe('Ann After')
  })

  it('refuses a token whose sign-in has ended', async () => {
    const member = await makeSignedInUser(t.app, t.db)
    const script = await makeScript(t.app, member.token)
    const other = await signIn(t.app, member)
    expect((await read(`/api/scripts/${script.id}`, other.token)).statusCode).toBe(200)
    const ended = await t.app.inject({
      method: 'POST',
      url: '/api/sign-ins/end-others',
      headers: bearer(member.token),
    })
    expect(ended.statusCode, ended.body).toBeLessThan(300)
    expect((await read(`/api/scripts/${script.id}`, other.token)).statusCode).toBe(401)
    expect((await read(`/api/scripts/${script.id}`, member.token)).statusCode).toBe(200)
  })

  it('hides a friends-only script from a friend the owner has just blocked', async () => {
    const owner = await makeSignedInUser(t.app, t.db)
    const friend = await makeSignedInUser(t.app, t.db)
    await makeFriends(t.db, owner.id, friend.id)
    const script = await makeScript(t.app, owner.token, { visibility: 'friends' })
    expect((await read(`/api/scripts/${script.id}`, friend.token)).statusCode).toBe(200)
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/blocks/',
      headers: bearer(owner.token),
      payload: { userId: friend.id },
    })
    expect(blocked.statusCode, blocked.body).toBeLessThan(300)
    expect((await read(`/api/scripts/${script.id}`, friend.token)).statusCode).toBe(404)
  })

  it('hides a protected name from a friend once the friendship ends, and answers a visitor 304 from memory', async () => {
    const member = await makeSignedInUser(t.app, t.db)
    const friend = await makeSignedInUser(t.app, t.db)
    const handle = `cache${member.id
      .slice(0, 8)
      .toLowerCase()
      .replace(/[^a-z0-9]/g, 'x')}`
    await t.db
      .update(users)
      .set({ handle, name: 'Mara Member', nameVisibility: 'protected' })
      .where(eq(users.id, member.id))
    await makeFriends(t.db, member.id, friend.id)
    const nameFor = async (token: string | null) =>
      (await read(`/api/members/${handle}`, token)).json<{ name: string | null }>().name
    expect(await nameFor(friend.token)).toBe('Mara Member')
    expect(await nameFor(null)).toBeNull()

    const visitor = await read(`/api/members/${handle}`, null)
    let again = visitor
    expect(
      await queriesDuring(
        async () => (again = await read(`/api/members/${handle}`, null, visitor.headers.etag as string)),
      ),
    ).toBe(0)
    expect(again.statusCode).toBe(304)

    const ended = await t.app.inject({
      method: 'DELETE',
      url: `/api/friendships/${member.id}`,
      headers: bearer(friend.token),
    })
    expect(ended.statusCode, ended.body).toBeLessThan(300)
    expect(await nameFor(friend.token)).toBeNull()
  })

  it('lets nobody new in through a share link once it is revoked, after reads through it were kept', async () => {
    const owner = await makeSignedInUser(t.app, t.db)
    const joined = await makeSignedInUser(t.app, t.db)
    const late = await makeSignedInUser(t.app, t.db)
    const session = await makeSession(t.app, owner.token, (await makeScript(t.app, owner.token)).id)
    const { linkId } = await makeShareLink(t.app, owner.token, session.id)
    await joinSession(t.app, joined.token, linkId)
    const kept = await read(`/api/sessions/${session.id}`, joined.token)
    expect(kept.statusCode).toBe(200)
    expect((await read(`/api/sessions/${session.id}`, joined.token, kept.headers.etag as string)).statusCode).toBe(304)

    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/sessions/${session.id}/links/${linkId}`,
      headers: bearer(owner.token),
    })
    expect(revoked.statusCode, revoked.body).toBeLessThan(300)
    expect((await read(`/api/sharelinks/${linkId}/session`, late.token)).statusCode).toBe(404)
    expect((await read(`/api/sessions/${session.id}`, late.token)).statusCode).toBe(404)
    // Who joined before stays a participant: revoking a link ends the link, not the membership.
    expect((await read(`/api/sessions/${session.id}`, joined.token, kept.headers.etag as string)).statusCode).toBe(304)
  })

  it('hides a student’s protected name from the teacher once the student leaves the class', async () => {
    const teacher = await makeSignedInUser(t.app, t.db, { privileges: ['teacher'] })
    const student = await makeSignedInUser(t.app, t.db)
    await t.db.update(users).set({ name: 'Sam Student', nameVisibility: 'protected' }).where(eq(users.id, student.id))
    const { classId } = await makeClassMembership(t.db, teacher.id, 'teacher')
    await t.db.insert(classMembers).values({ classId, userId: student.id, membership: 'student' })
    const script = await makeScript(t.app, teacher.token)
    const session = await makeSession(t.app, teacher.token, script.id)
    await joinSession(t.app, student.token, (await makeShareLink(t.app, teacher.token, session.id)).linkId)

    const nameOfStudent = async () =>
      (await read(`/api/sessions/${session.id}`, teacher.token))
        .json<Session>()
        .participants.find((participant) => participant.user.id === student.id)?.user.name
    expect(await nameOfStudent()).toBe('Sam Student')
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/classes/${classId}/students/${student.id}`,
      headers: bearer(teacher.token),
    })
    expect(removed.statusCode, removed.body).toBeLessThan(300)
    expect(await nameOfStudent()).toBeNull()
  })
})
