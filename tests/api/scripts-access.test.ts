// The authorisation matrix of the scripts API: endpoint × actor × kind of script → status.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from '#contract/pagination'
import type { Script, ScriptSummary, ScriptVisibility } from '#contract/scripts'
import { users } from '#server/db/schema'
import { fountainScene, makeContentFolder, type ContentFolder } from './support/content-fixtures'
import { makeFriends, makeScript, makeSignedInUser, scriptContentFixture } from './support/factories'
import { caller } from './support/inject'
import { startTestApp, type TestApp } from './support/test-app'

let t: TestApp
let content: ContentFolder
let call: ReturnType<typeof caller>

const actors = ['owner', 'friend', 'pending', 'stranger', 'reader', 'anonymous'] as const
type Actor = (typeof actors)[number]
const kinds = ['private', 'friends', 'public', 'library-free', 'library-paid'] as const
type Kind = (typeof kinds)[number]

let owner: Awaited<ReturnType<typeof makeSignedInUser>>
let tokens: Record<Actor, string | null>

beforeAll(async () => {
  const scene = (title: string, free: boolean) =>
    fountainScene({
      title,
      description: 'For the matrix.',
      free,
      roles: { ANNA: 'a', BEN: 'b' },
      speeches: 4,
      wordsPerSpeech: 5,
    })
  content = await makeContentFolder({
    library: { 'free-scene': scene('Free scene', true), 'paid-scene': scene('Paid scene', false) },
  })
  t = await startTestApp({ contentDir: content.dir })
  call = caller(t.app)
  owner = await makeSignedInUser(t.app, t.db)
  await t.db.update(users).set({ name: 'Olive Owner', nameVisibility: 'protected' }).where(eq(users.id, owner.id))
  const friend = await makeSignedInUser(t.app, t.db)
  const pending = await makeSignedInUser(t.app, t.db)
  await makeFriends(t.db, friend.id, owner.id)
  await makeFriends(t.db, owner.id, pending.id, 'pending')
  tokens = {
    owner: owner.token,
    friend: friend.token,
    pending: pending.token,
    stranger: (await makeSignedInUser(t.app, t.db)).token,
    reader: (await makeSignedInUser(t.app, t.db, { privileges: ['read_free_script'] })).token,
    anonymous: null,
  }
})
afterAll(async () => {
  await t.close()
  await content.remove()
})

async function scriptOfKind(kind: Kind): Promise<string> {
  if (kind === 'library-free') return 'lib-free-scene'
  if (kind === 'library-paid') return 'lib-paid-scene'
  return (await makeScript(t.app, owner.token, { visibility: kind as ScriptVisibility })).id
}

const notFound = { status: 404, message: 'This script does not exist.' }
const logIn = { status: 401, message: 'Please log in.' }
const freeNeedsAccess = {
  status: 403,
  message:
    'Free library scripts can be read in full by members with script library access. You can read a preview in the script library.',
}
const previewOnly = {
  status: 403,
  message: 'This library script is not free to read in full. You can read a preview in the script library.',
}
const ownerOnly = { status: 403, message: 'Only the owner of this script can change it.' }
const libraryReadOnly = { status: 403, message: 'Scripts of the script library cannot be changed.' }
type Expected = number | { status: number; message: string }

/** GET /api/scripts/:id */
const readMatrix: Record<Kind, Record<Actor, Expected>> = {
  private: {
    owner: 200,
    friend: notFound,
    pending: notFound,
    stranger: notFound,
    reader: notFound,
    anonymous: notFound,
  },
  friends: { owner: 200, friend: 200, pending: notFound, stranger: notFound, reader: notFound, anonymous: notFound },
  public: { owner: 200, friend: 200, pending: 200, stranger: 200, reader: 200, anonymous: 200 },
  'library-free': {
    owner: freeNeedsAccess,
    friend: freeNeedsAccess,
    pending: freeNeedsAccess,
    stranger: freeNeedsAccess,
    reader: 200,
    anonymous: logIn,
  },
  'library-paid': {
    owner: previewOnly,
    friend: previewOnly,
    pending: previewOnly,
    stranger: previewOnly,
    reader: previewOnly,
    anonymous: logIn,
  },
}

/** PUT and DELETE /api/scripts/:id: the owner writes; others get what reading would answer, or 403. */
const writeMatrix: Record<Kind, Record<Actor, Expected>> = {
  private: { owner: 200, friend: notFound, pending: notFound, stranger: notFound, reader: notFound, anonymous: logIn },
  friends: { owner: 200, friend: ownerOnly, pending: notFound, stranger: notFound, reader: notFound, anonymous: logIn },
  public: {
    owner: 200,
    friend: ownerOnly,
    pending: ownerOnly,
    stranger: ownerOnly,
    reader: ownerOnly,
    anonymous: logIn,
  },
  'library-free': {
    owner: freeNeedsAccess,
    friend: freeNeedsAccess,
    pending: freeNeedsAccess,
    stranger: freeNeedsAccess,
    reader: libraryReadOnly,
    anonymous: logIn,
  },
  'library-paid': {
    owner: previewOnly,
    friend: previewOnly,
    pending: previewOnly,
    stranger: previewOnly,
    reader: previewOnly,
    anonymous: logIn,
  },
}

function expectAnswer(res: { statusCode: number; json: () => unknown }, expected: Expected, okStatus: number) {
  if (typeof expected === 'number') {
    expect(res.statusCode).toBe(expected === 200 ? okStatus : expected)
    return
  }
  expect(res.statusCode).toBe(expected.status)
  expect(res.json()).toEqual({ message: expected.message })
}

const cases = kinds.flatMap((kind) => actors.map((actor) => [kind, actor] as const))

describe('GET /api/scripts/:id', () => {
  it.each(cases)('%s script, read by %s', async (kind, actor) => {
    const id = await scriptOfKind(kind)
    const res = await call('GET', `/api/scripts/${id}`, tokens[actor])
    expectAnswer(res, readMatrix[kind][actor], 200)
    if (res.statusCode === 200) {
      const script = res.json<Script>()
      expect(script.id).toBe(id)
      expect(script.canEdit).toBe(actor === 'owner' && !kind.startsWith('library'))
      expect(script.roles.map((role) => role.name)).toEqual(['ANNA', 'BEN'])
    }
  })

  it('shows the owner’s protected name to the owner and friends only', async () => {
    const id = await scriptOfKind('public')
    const nameFor = async (actor: Actor) =>
      (await call('GET', `/api/scripts/${id}`, tokens[actor])).json<Script>().owner?.name
    expect(await nameFor('owner')).toBe('Olive Owner')
    expect(await nameFor('friend')).toBe('Olive Owner')
    expect(await nameFor('stranger')).toBeNull()
    expect(await nameFor('anonymous')).toBeNull()
  })

  it('answers 401 to an expired or forged token even on a public script, so the app refreshes it', async () => {
    const id = await scriptOfKind('public')
    const res = await call('GET', `/api/scripts/${id}`, 'not-a-token')
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ message: 'Your session has expired. Please log in again.' })
  })

  it('answers 404 for a script that does not exist, to members and visitors alike', async () => {
    for (const token of [tokens.owner, null]) {
      const res = await call('GET', '/api/scripts/no-such-script', token)
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({ message: 'This script does not exist.' })
    }
  })
})

describe('PUT /api/scripts/:id', () => {
  it.each(cases)('%s script, saved by %s', async (kind, actor) => {
    const id = await scriptOfKind(kind)
    const body = { ...scriptContentFixture({ title: 'Changed', visibility: 'public' }), baseVersion: 1 }
    const res = await call('PUT', `/api/scripts/${id}`, tokens[actor], body)
    expectAnswer(res, writeMatrix[kind][actor], 200)
    if (res.statusCode === 200)
      expect(res.json<Script>()).toMatchObject({ title: 'Changed', version: 2, canEdit: true })
  })
})

describe('DELETE /api/scripts/:id', () => {
  it.each(cases)('%s script, deleted by %s', async (kind, actor) => {
    const id = await scriptOfKind(kind)
    const res = await call('DELETE', `/api/scripts/${id}`, tokens[actor])
    expectAnswer(res, writeMatrix[kind][actor], 204)
    const after = await call('GET', `/api/scripts/${id}`, kind.startsWith('library') ? tokens.reader : tokens.owner)
    if (res.statusCode === 204) expect(after.statusCode).toBe(404)
    else expect(after.statusCode).not.toBe(404)
  })
})

describe('GET /api/scripts (lists)', () => {
  it.each(actors)('mine and shared, as %s', async (actor) => {
    const lister = await makeSignedInUser(t.app, t.db)
    const mineOf = (await makeScript(t.app, lister.token, { visibility: 'private' })).id
    const ids: Record<ScriptVisibility, string> = {
      private: await scriptOfKind('private'),
      friends: await scriptOfKind('friends'),
      public: await scriptOfKind('public'),
    }
    const token = tokens[actor]
    const list = async (scope: string) => {
      const res = await call('GET', `/api/scripts?scope=${scope}&limit=100`, token)
      return res
    }
    if (actor === 'anonymous') {
      for (const scope of ['mine', 'shared']) expectAnswer(await list(scope), logIn, 200)
      return
    }
    const mine = (await list('mine')).json<Page<ScriptSummary>>().items
    const shared = (await list('shared')).json<Page<ScriptSummary>>().items
    const sharedIds = shared.map((script) => script.id)
    expect(mine.every((script) => script.mine)).toBe(true)
    expect(shared.every((script) => !script.mine)).toBe(true)
    expect(mine.map((script) => script.id)).not.toContain(mineOf)
    expect(sharedIds.some((id) => id.startsWith('lib-'))).toBe(false)
    if (actor === 'owner') {
      expect(mine.map((script) => script.id)).toEqual(expect.arrayContaining(Object.values(ids)))
      expect(sharedIds).toEqual([])
    } else if (actor === 'friend') {
      expect(sharedIds).toEqual(expect.arrayContaining([ids.friends, ids.public]))
      expect(sharedIds).not.toContain(ids.private)
      expect(shared.find((script) => script.id === ids.friends)?.owner?.name).toBe('Olive Owner')
    } else {
      expect(sharedIds).toEqual([])
    }
  })
})
