// Two servers on one database, each with its own read cache (decision 101), for the two hot reads
// read-cache-two-servers-sessions.test.ts and postgres-only/read-cache-two-servers.test.ts leave out:
// a page of the script library, and a channel. Each change goes through a server picked at random,
// raced by reads on both servers (which fill their caches with the version before), and is then read
// through a server picked at random: it must show the change. The other server, asked with the ETag
// of the version before (If-None-Match), must answer the new version, not 304.
//
// The library has no write in the API: its scripts are written by content loading (loadLibrary, run
// at each server's start-up from content/library), which is what the changes here go through, on the
// picked server's own database connection. A channel changes through its endpoints: its owner edits
// it or (un)publishes an episode, a member follows or unfollows it.
import { isDeepStrictEqual as isEqual } from 'node:util'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { describe, expect, it } from 'vitest'
import type { ChannelView } from '#contract/channels'
import type { Page } from '#contract/pagination'
import type { LibraryPreview } from '#contract/script-library'
import type { Database } from '#server/db/database'
import { libraryScriptId, loadLibrary } from '#server/script-library/load-library'
import { fountainScene } from './support/content-fixtures'
import { insertEpisode } from './support/episode-rows'
import { bearer, makeSignedInUser, uniqueName } from './support/factories'
import { createChannel } from './support/podcast'
import { twoServersForSuite } from './support/second-server'

/** Changes per test: each raced by reads on both servers and then read back. Fewer than the
 *  sessions' 200, to keep the file near 20 s on two cores: a library change is a content load,
 *  read back through three queries, and each change here adds a conditional read. */
const libraryChanges = 80
const channelChanges = 120

const servers = twoServersForSuite()
const { pick } = servers
const otherThan = (server: FastifyInstance) => (server === servers.a ? servers.b : servers.a)
const oneOf = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!

function read(server: FastifyInstance, url: string, token: string | null, etag?: string) {
  return server.inject({
    method: 'GET',
    url,
    headers: { ...(token ? bearer(token) : {}), ...(etag ? { 'if-none-match': etag } : {}) },
  })
}

async function get(server: FastifyInstance, url: string, token: string | null): Promise<LightMyRequestResponse> {
  const res = await read(server, url, token)
  expect(res.statusCode, res.body).toBe(200)
  expect(res.headers.etag).toBeTruthy()
  return res
}

/** A read that did not show what it should have: at which change, which read, what it answered. */
interface Stale<T> {
  change: number
  what: string
  expected: T
  seen: T | 'not modified'
}

// ---- The script library ----

const roleNames = ['ANNA', 'BEN', 'CARL'] as const

/** A library script as its content file says it; the file is rendered from it. */
interface LibraryScript {
  slug: string
  title: string
  description: string
  free: boolean
  roleCount: number
  /** Each role's description ends with it, so that a change of cast shows in the preview. */
  cast: number
}

const fileOf = (script: LibraryScript) => ({
  slug: script.slug,
  text: fountainScene({
    title: script.title,
    description: script.description,
    free: script.free,
    roles: Object.fromEntries(roleNames.slice(0, script.roleCount).map((name) => [name, `cast ${script.cast}`])),
    speeches: 4,
    wordsPerSpeech: 5,
  }),
})

/** What a page shows of its scripts, enough for any change made here to show. */
interface LibraryItem {
  id: string
  title: string
  description: string
  free: boolean
  roles: string[]
}
interface LibraryState {
  items: LibraryItem[]
  more: boolean
}

const libraryStateOf = (page: Page<LibraryPreview>): LibraryState => ({
  items: page.items.map(({ id, title, description, free, roles }) => ({
    id,
    title,
    description,
    free,
    roles: roles.map((role) => `${role.name}: ${role.description}`),
  })),
  more: page.nextCursor !== null,
})

/** A library query: its URL and the page it must answer for the scripts the test has written. */
interface LibraryQuery {
  url: string
  expected(scripts: LibraryScript[]): LibraryState
}

function libraryQuery(url: string, limit: number, keep: (script: LibraryScript) => boolean): LibraryQuery {
  return {
    url,
    expected(scripts) {
      // Title order; the titles differ only in their digits, which every collation orders alike.
      const found = scripts.filter(keep).sort((x, y) => (x.title < y.title ? -1 : x.title > y.title ? 1 : 0))
      return {
        items: found.slice(0, limit).map((script) => ({
          id: libraryScriptId(script.slug),
          title: script.title,
          description: script.description,
          free: script.free,
          roles: roleNames.slice(0, script.roleCount).map((name) => `${name}: cast ${script.cast}`),
        })),
        more: found.length > limit,
      }
    },
  }
}

// ---- A channel ----

interface ChannelState {
  title: string
  description: string
  episodeCount: number
  followerCount: number
  following: boolean
}

const channelStateOf = (view: ChannelView): ChannelState => ({
  title: view.title,
  description: view.description,
  episodeCount: view.episodeCount,
  followerCount: view.followerCount,
  following: view.viewer.following,
})

describe('two servers, each with a read cache', () => {
  it(`never answer a library page older than a library script written through the other, over ${libraryChanges} random interleavings`, async () => {
    const { t, a, b, second } = servers
    const word = uniqueName('shelf').toLowerCase()
    const limit = 4
    const queries = [
      libraryQuery(`/api/library?q=${word}&limit=${limit}`, limit, () => true),
      libraryQuery(`/api/library?q=${word}&free=true`, 20, (script) => script.free),
      libraryQuery(`/api/library?q=${word}&roles=2`, 20, (script) => script.roleCount === 2),
    ]
    const dbOf = (server: FastifyInstance): Database => (server === b && second.database ? second.database.db : t.db)
    const scripts: LibraryScript[] = []
    const titleFor = () => {
      for (;;) {
        const title = `${word} ${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`
        if (!scripts.some((script) => script.title === title)) return title
      }
    }
    /** Writes the script's file as content loading does at start-up, on `server`'s database. */
    const write = async (server: FastifyInstance, script: LibraryScript) => {
      const result = await loadLibrary(dbOf(server), [fileOf(script)], server.log, t.clock.now())
      expect(result.written).toEqual([script.slug])
    }
    const newScript = (n: number): LibraryScript => ({
      slug: `${word}-${n}`,
      title: titleFor(),
      description: `Written as script ${n}.`,
      free: Math.random() < 0.5,
      roleCount: 1 + Math.floor(Math.random() * roleNames.length),
      cast: 0,
    })
    for (let n = 1; n <= 6; n++) {
      const script = newScript(n)
      await write(pick(), script)
      scripts.push(script)
    }
    const seenOn = async (server: FastifyInstance, query: LibraryQuery) =>
      libraryStateOf((await get(server, query.url, null)).json<Page<LibraryPreview>>())

    for (const query of queries) {
      expect(await seenOn(a, query)).toEqual(query.expected(scripts))
      expect(await seenOn(b, query)).toEqual(query.expected(scripts))
    }
    const stale: Array<Stale<LibraryState>> = []
    const kinds: Record<string, number> = {}
    for (let change = 1; change <= libraryChanges; change++) {
      // The change, decided before it is made: a script enters the library, or one is retitled
      // (which moves it in title order, on or off the first page), its description or cast is
      // rewritten, it becomes free or not, or its number of roles changes.
      const kind =
        scripts.length < 10 && Math.random() < 0.15
          ? 'add'
          : oneOf(['retitle', 'describe', 'free', 'roles', 'cast'] as const)
      kinds[kind] = (kinds[kind] ?? 0) + 1
      const target = kind === 'add' ? newScript(scripts.length + 1) : { ...oneOf(scripts) }
      if (kind === 'retitle') target.title = titleFor()
      if (kind === 'describe') target.description = `Rewritten at change ${change}.`
      if (kind === 'free') target.free = !target.free
      if (kind === 'roles') target.roleCount = 1 + ((target.roleCount + Math.floor(Math.random() * 2)) % 3)
      if (kind === 'cast') target.cast = change
      const after = [...scripts.filter((script) => script.slug !== target.slug), target]

      const writer = pick()
      const other = otherThan(writer)
      // The version before, on the server that does not write (its cache keeps it).
      const checked = oneOf(queries)
      const before = await get(other, checked.url, null)
      const beforeState = libraryStateOf(before.json<Page<LibraryPreview>>())
      if (!isEqual(beforeState, checked.expected(scripts)))
        stale.push({ change, what: `before, ${checked.url}`, expected: checked.expected(scripts), seen: beforeState })

      const racing = Array.from({ length: 3 }, () => seenOn(pick(), oneOf(queries)))
      await write(writer, target)
      scripts.splice(0, scripts.length, ...after)
      await Promise.all(racing)

      // Asked for the version before: 304 only if the page did not change.
      const conditional = await read(other, checked.url, null, before.headers.etag as string)
      const expected = checked.expected(scripts)
      if (conditional.statusCode === 304) {
        if (!isEqual(beforeState, expected))
          stale.push({ change, what: `conditional, ${kind}, ${checked.url}`, expected, seen: 'not modified' })
      } else {
        expect(conditional.statusCode, conditional.body).toBe(200)
        const seen = libraryStateOf(conditional.json<Page<LibraryPreview>>())
        if (!isEqual(seen, expected))
          stale.push({ change, what: `conditional, ${kind}, ${checked.url}`, expected, seen })
      }
      for (const query of queries) {
        const seen = await seenOn(pick(), query)
        if (!isEqual(seen, query.expected(scripts)))
          stale.push({ change, what: `after, ${kind}, ${query.url}`, expected: query.expected(scripts), seen })
      }
    }
    expect(stale).toEqual([])
    // Every kind of change was made.
    expect(Object.keys(kinds).sort()).toEqual(['add', 'cast', 'describe', 'free', 'retitle', 'roles'])
  }, 120_000)

  it(`never answer a channel older than an edit, an episode (un)published or a follow on the other, over ${channelChanges} random interleavings`, async () => {
    const { t, a, b } = servers
    const owner = await makeSignedInUser(a, t.db)
    const listener = await makeSignedInUser(a, t.db)
    const fields = { title: 'Channel 0', description: 'About 0', category: 'Fiction' as const }
    const channel = await createChannel(pick(), owner.token, fields)
    const url = `/api/channels/${channel.id}`
    const episodes = [
      { linkId: '', published: true },
      { linkId: '', published: false },
    ]
    for (const episode of episodes)
      episode.linkId = (
        await insertEpisode(t.db, {
          channelId: channel.id,
          authorId: owner.id,
          publishedAt: episode.published ? t.clock.now() : null,
        })
      ).linkId
    let state = { title: fields.title, description: fields.description, followers: 0 }
    const expectedFor = (viewer: string | null): ChannelState => ({
      title: state.title,
      description: state.description,
      episodeCount: episodes.filter((episode) => episode.published).length,
      followerCount: state.followers,
      following: viewer === listener.token && state.followers === 1,
    })
    // Every viewer has an entry of their own: a visitor, the owner, the member who follows.
    const viewers = [null, owner.token, listener.token] as const
    const seenOn = async (server: FastifyInstance, viewer: string | null) =>
      channelStateOf((await get(server, url, viewer)).json<ChannelView>())

    for (const viewer of viewers) {
      expect(await seenOn(a, viewer)).toEqual(expectedFor(viewer))
      expect(await seenOn(b, viewer)).toEqual(expectedFor(viewer))
    }
    const send = async (
      server: FastifyInstance,
      method: 'PUT' | 'PATCH' | 'DELETE',
      path: string,
      token: string,
      payload?: object,
    ) => {
      const res = await server.inject({ method, url: path, headers: bearer(token), ...(payload ? { payload } : {}) })
      expect(res.statusCode, res.body).toBeLessThan(300)
    }
    const stale: Array<Stale<ChannelState>> = []
    const kinds: Record<string, number> = {}
    for (let change = 1; change <= channelChanges; change++) {
      const writer = pick()
      const other = otherThan(writer)
      const viewer = oneOf(viewers)
      // The version before, on the server that does not write (its cache keeps it).
      const before = await get(other, url, viewer)
      const beforeState = channelStateOf(before.json<ChannelView>())
      if (!isEqual(beforeState, expectedFor(viewer)))
        stale.push({ change, what: 'before', expected: expectedFor(viewer), seen: beforeState })

      const racing = Array.from({ length: 3 }, () => seenOn(pick(), oneOf(viewers)))
      const kind = oneOf(['edit', 'episode', 'follow'] as const)
      kinds[kind] = (kinds[kind] ?? 0) + 1
      if (kind === 'edit') {
        const next = { title: `Channel ${change}`, description: `About ${change}` }
        await send(writer, 'PUT', url, owner.token, { ...fields, ...next })
        state = { ...state, ...next }
      } else if (kind === 'episode') {
        const episode = oneOf(episodes)
        const publishAt = episode.published ? null : t.clock.now().toISOString()
        await send(writer, 'PATCH', `/api/episodes/${episode.linkId}`, owner.token, { publishAt })
        episode.published = !episode.published
      } else {
        await send(writer, state.followers === 1 ? 'DELETE' : 'PUT', `${url}/follow`, listener.token)
        state = { ...state, followers: 1 - state.followers }
      }
      await Promise.all(racing)

      // Every change shows to every viewer: the version before must not be answered 304.
      const conditional = await read(other, url, viewer, before.headers.etag as string)
      if (conditional.statusCode === 304)
        stale.push({ change, what: `conditional, ${kind}`, expected: expectedFor(viewer), seen: 'not modified' })
      else {
        expect(conditional.statusCode, conditional.body).toBe(200)
        const seen = channelStateOf(conditional.json<ChannelView>())
        if (!isEqual(seen, expectedFor(viewer)))
          stale.push({ change, what: `conditional, ${kind}`, expected: expectedFor(viewer), seen })
      }
      const readBy = oneOf(viewers)
      const seen = await seenOn(pick(), readBy)
      if (!isEqual(seen, expectedFor(readBy)))
        stale.push({ change, what: `after, ${kind}`, expected: expectedFor(readBy), seen })
    }
    expect(stale).toEqual([])
    expect(Object.keys(kinds).sort()).toEqual(['edit', 'episode', 'follow'])
  }, 120_000)
})
