import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Draft, DraftConflict, DraftSummary } from '#contract/drafts'
import type { Page } from '#contract/pagination'
import { drafts } from '#server/db/schema'
import { clientId, makeDraft, makeFriends, makeSignedInUser } from './support/factories'
import { caller } from './support/inject'
import { startTestApp, type TestApp } from './support/test-app'

let t: TestApp
let call: ReturnType<typeof caller>
beforeAll(async () => {
  t = await startTestApp({ contentDir: null })
  call = caller(t.app)
})
afterAll(() => t.close())

describe('creating a draft', () => {
  it('is idempotent by the app’s id: a repeat answers 200 with the draft as it is, and makes no second row', async () => {
    const ann = await makeSignedInUser(t.app, t.db)
    const id = clientId()
    const first = await call('POST', '/api/drafts', ann.token, {
      id,
      title: ' Monologue ',
      body: 'To be or not to be.',
    })
    expect(first.statusCode).toBe(201)
    expect(first.json<Draft>()).toMatchObject({
      id,
      title: 'Monologue',
      body: 'To be or not to be.',
      version: 1,
      archivedAt: null,
    })
    const repeat = await call('POST', '/api/drafts', ann.token, { id, title: 'Something else', body: '' })
    expect(repeat.statusCode).toBe(200)
    expect(repeat.json()).toEqual(first.json())
    expect(await t.db.select().from(drafts).where(eq(drafts.id, id))).toHaveLength(1)
  })

  it('defaults title and body to empty', async () => {
    const ann = await makeSignedInUser(t.app, t.db)
    const res = await call('POST', '/api/drafts', ann.token, { id: clientId() })
    expect(res.statusCode).toBe(201)
    expect(res.json<Draft>()).toMatchObject({ title: '', body: '', version: 1 })
  })

  it('refuses an id that belongs to another member’s draft with 409, leaving that draft alone', async () => {
    const ann = await makeSignedInUser(t.app, t.db)
    const bob = await makeSignedInUser(t.app, t.db)
    const draft = await makeDraft(t.app, ann.token, { body: 'Ann’s words' })
    const res = await call('POST', '/api/drafts', bob.token, { id: draft.id, body: 'Bob’s words' })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({
      message: 'This draft id is already used by another member. Create the draft again with a new id.',
    })
    expect((await call('GET', `/api/drafts/${draft.id}`, ann.token)).json<Draft>().body).toBe('Ann’s words')
  })

  it('keeps a 500,000-character draft whole, in any script', async () => {
    const ann = await makeSignedInUser(t.app, t.db)
    const body = 'Zoë said: “ça va?” 日本語\n'.repeat(25_000).slice(0, 500_000)
    expect(body).toHaveLength(500_000)
    const created = await call('POST', '/api/drafts', ann.token, { id: clientId(), title: 'Big', body })
    expect(created.statusCode).toBe(201)
    const draft = created.json<Draft>()
    const saved = await call('PUT', `/api/drafts/${draft.id}`, ann.token, {
      title: 'Big',
      body: `${body.slice(1)}!`,
      baseVersion: 1,
    })
    expect(saved.statusCode).toBe(200)
    const read = await call('GET', `/api/drafts/${draft.id}`, ann.token)
    expect(read.json<Draft>().body).toBe(`${body.slice(1)}!`)
    expect(read.json<Draft>().version).toBe(2)
  })
})

describe('saving a draft', () => {
  it('moves the version up by one on each save', async () => {
    const ann = await makeSignedInUser(t.app, t.db)
    const draft = await makeDraft(t.app, ann.token)
    const saved = await call('PUT', `/api/drafts/${draft.id}`, ann.token, {
      title: 'Act one',
      body: 'New words',
      baseVersion: 1,
    })
    expect(saved.statusCode).toBe(200)
    expect(saved.json<Draft>()).toMatchObject({ title: 'Act one', body: 'New words', version: 2 })
    const again = await call('PUT', `/api/drafts/${draft.id}`, ann.token, {
      title: 'Act one',
      body: 'Newer words',
      baseVersion: 2,
    })
    expect(again.json<Draft>().version).toBe(3)
  })

  it('refuses the second of two saves made from the same version with 409 and the current draft', async () => {
    const ann = await makeSignedInUser(t.app, t.db)
    const draft = await makeDraft(t.app, ann.token, { body: 'Start' })
    const phone = await call('PUT', `/api/drafts/${draft.id}`, ann.token, {
      title: 'T',
      body: 'From the phone',
      baseVersion: 1,
    })
    expect(phone.statusCode).toBe(200)
    const laptop = await call('PUT', `/api/drafts/${draft.id}`, ann.token, {
      title: 'T',
      body: 'From the laptop',
      baseVersion: 1,
    })
    expect(laptop.statusCode).toBe(409)
    const conflict = laptop.json<DraftConflict>()
    expect(conflict.message).toBe('This draft was changed on another device.')
    expect(conflict.current).toEqual(phone.json())
    expect((await call('GET', `/api/drafts/${draft.id}`, ann.token)).json<Draft>().body).toBe('From the phone')
  })

  it('lets exactly one of two simultaneous saves from the same version win', async () => {
    const ann = await makeSignedInUser(t.app, t.db)
    const draft = await makeDraft(t.app, ann.token)
    const answers = await Promise.all(
      ['one', 'two', 'three'].map((body) =>
        call('PUT', `/api/drafts/${draft.id}`, ann.token, { title: '', body, baseVersion: 1 }),
      ),
    )
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409, 409])
    expect((await call('GET', `/api/drafts/${draft.id}`, ann.token)).json<Draft>().version).toBe(2)
  })
})

describe('listing drafts', () => {
  it('pages through 25 drafts newest change first, without repeats, with excerpt and word count', async () => {
    const ann = await makeSignedInUser(t.app, t.db)
    const made: Draft[] = []
    for (let i = 0; i < 25; i++) {
      // Every other draft shares its millisecond with the one before, so ties are ordered by id.
      if (i % 2 === 0) t.clock.advance(1)
      made.push(await makeDraft(t.app, ann.token, { title: `Draft ${i}`, body: `  Words   of\n\ndraft ${i}  ` }))
    }
    const seen: DraftSummary[] = []
    let cursor: string | null = null
    const sizes: number[] = []
    do {
      const url: string = `/api/drafts?limit=10${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`
      const res = await call('GET', url, ann.token)
      expect(res.statusCode).toBe(200)
      const page: Page<DraftSummary> = res.json()
      sizes.push(page.items.length)
      seen.push(...page.items)
      cursor = page.nextCursor
    } while (cursor)
    expect(sizes).toEqual([10, 10, 5])
    const expectedOrder = [...made]
      .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || (b.id < a.id ? -1 : b.id > a.id ? 1 : 0))
      .map((draft) => draft.id)
    expect(seen.map((draft) => draft.id)).toEqual(expectedOrder)
    expect(new Set(seen.map((draft) => draft.id)).size).toBe(25)
    expect(seen.find((draft) => draft.title === 'Draft 3')).toMatchObject({
      excerpt: 'Words of draft 3',
      wordCount: 4,
      version: 1,
    })
  })

  it('moves a saved draft to the top and cuts the excerpt at 160 characters', async () => {
    const ann = await makeSignedInUser(t.app, t.db)
    const old = await makeDraft(t.app, ann.token)
    t.clock.advance(5)
    await makeDraft(t.app, ann.token)
    t.clock.advance(5)
    await call('PUT', `/api/drafts/${old.id}`, ann.token, { title: 'Long', body: 'word '.repeat(100), baseVersion: 1 })
    const [top] = (await call('GET', '/api/drafts', ann.token)).json<Page<DraftSummary>>().items
    expect(top?.id).toBe(old.id)
    expect(top?.excerpt).toBe('word '.repeat(32).slice(0, 160))
    expect(top?.wordCount).toBe(100)
  })

  it('shows each member only their own drafts', async () => {
    const ann = await makeSignedInUser(t.app, t.db)
    const bob = await makeSignedInUser(t.app, t.db)
    await makeFriends(t.db, ann.id, bob.id)
    await makeDraft(t.app, ann.token)
    const bobs = (await call('GET', '/api/drafts', bob.token)).json<Page<DraftSummary>>()
    expect(bobs).toEqual({ items: [], nextCursor: null })
  })
})

describe('archive, restore and delete', () => {
  it('archives out of the list into the archive, restores back, and deletes only archived drafts', async () => {
    const ann = await makeSignedInUser(t.app, t.db)
    const draft = await makeDraft(t.app, ann.token)
    const ids = async (archived: boolean) =>
      (await call('GET', `/api/drafts?archived=${archived}`, ann.token))
        .json<Page<DraftSummary>>()
        .items.map((d) => d.id)

    const notYet = await call('DELETE', `/api/drafts/${draft.id}`, ann.token)
    expect(notYet.statusCode).toBe(409)
    expect(notYet.json()).toEqual({ message: 'Archive the draft before deleting it.' })

    t.clock.advance(10)
    const archived = await call('POST', `/api/drafts/${draft.id}/archive`, ann.token)
    expect(archived.statusCode).toBe(200)
    expect(archived.json<Draft>().archivedAt).not.toBeNull()
    expect(archived.json<Draft>().updatedAt > draft.updatedAt).toBe(true)
    expect(archived.json<Draft>().version).toBe(1)
    expect(await ids(false)).not.toContain(draft.id)
    expect(await ids(true)).toEqual([draft.id])
    expect((await call('POST', `/api/drafts/${draft.id}/archive`, ann.token)).json()).toEqual(archived.json())

    const restored = await call('POST', `/api/drafts/${draft.id}/restore`, ann.token)
    expect(restored.json<Draft>().archivedAt).toBeNull()
    expect(await ids(false)).toEqual([draft.id])
    expect(await ids(true)).toEqual([])

    await call('POST', `/api/drafts/${draft.id}/archive`, ann.token)
    const removed = await call('DELETE', `/api/drafts/${draft.id}`, ann.token)
    expect(removed.statusCode).toBe(204)
    expect(removed.body).toBe('')
    expect((await call('GET', `/api/drafts/${draft.id}`, ann.token)).statusCode).toBe(404)
  })
})

describe('who may do what with a draft: only its owner', () => {
  const endpoints = [
    { name: 'get', method: 'GET', path: (id: string) => `/api/drafts/${id}`, ok: 200 },
    {
      name: 'save',
      method: 'PUT',
      path: (id: string) => `/api/drafts/${id}`,
      body: { title: 'x', body: 'y', baseVersion: 1 },
      ok: 200,
    },
    { name: 'archive', method: 'POST', path: (id: string) => `/api/drafts/${id}/archive`, ok: 200 },
    { name: 'restore', method: 'POST', path: (id: string) => `/api/drafts/${id}/restore`, ok: 200 },
    { name: 'remove', method: 'DELETE', path: (id: string) => `/api/drafts/${id}`, ok: 204, archivedFirst: true },
  ] as const
  const actors = ['owner', 'friend', 'stranger', 'reader', 'anonymous'] as const
  const expected = { owner: 'ok', friend: 404, stranger: 404, reader: 404, anonymous: 401 } as const

  let owner: Awaited<ReturnType<typeof makeSignedInUser>>
  let tokens: Record<(typeof actors)[number], string | null>
  beforeAll(async () => {
    owner = await makeSignedInUser(t.app, t.db)
    const friend = await makeSignedInUser(t.app, t.db)
    await makeFriends(t.db, owner.id, friend.id)
    tokens = {
      owner: owner.token,
      friend: friend.token,
      stranger: (await makeSignedInUser(t.app, t.db)).token,
      reader: (await makeSignedInUser(t.app, t.db, { privileges: ['read_free_script'] })).token,
      anonymous: null,
    }
  })

  for (const endpoint of endpoints) {
    it.each(actors)(`${endpoint.name} as %s`, async (actor) => {
      const draft = await makeDraft(t.app, owner.token)
      if ('archivedFirst' in endpoint) await call('POST', `/api/drafts/${draft.id}/archive`, owner.token)
      const res = await call(
        endpoint.method,
        endpoint.path(draft.id),
        tokens[actor],
        'body' in endpoint ? endpoint.body : undefined,
      )
      const want = expected[actor]
      expect(res.statusCode).toBe(want === 'ok' ? endpoint.ok : want)
      if (want === 404) expect(res.json()).toEqual({ message: 'This draft does not exist.' })
      if (want === 401) expect(res.json()).toEqual({ message: 'Please log in.' })
    })
  }

  it.each(['GET /api/drafts', 'POST /api/drafts'])('%s needs a signed-in member', async (line) => {
    const [method, url] = line.split(' ') as ['GET' | 'POST', string]
    const res = await call(method, url, null, method === 'POST' ? { id: clientId() } : undefined)
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ message: 'Please log in.' })
  })

  it('answers 404 for a draft that does not exist', async () => {
    const ann = await makeSignedInUser(t.app, t.db)
    const res = await call('GET', `/api/drafts/${clientId()}`, ann.token)
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ message: 'This draft does not exist.' })
  })
})

describe('bad input answers 4xx with a message', () => {
  it.each([
    ['a missing id', { title: 'x' }, 'Id is required.'],
    ['an id not made by the app', { id: 'short' }, 'must be an id made by the app'],
    ['a title that is not text', { id: 'AAAAAAAAAAAAAAAAAAAAAA', title: 5 }, 'Title must be text.'],
    [
      'an over-long title',
      { id: 'AAAAAAAAAAAAAAAAAAAAAA', title: 'x'.repeat(201) },
      'The title can have at most 200 characters.',
    ],
    [
      'an over-long body',
      { id: 'AAAAAAAAAAAAAAAAAAAAAA', body: 'x'.repeat(500_001) },
      'A draft can have at most 500000 characters.',
    ],
    ['a list instead of an object', [], 'The request body must be a JSON object.'],
  ])('create with %s', async (_name, payload, message) => {
    const ann = await makeSignedInUser(t.app, t.db)
    const res = await call('POST', '/api/drafts', ann.token, payload)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message })
  })

  it.each([
    ['no baseVersion', { title: 'x', body: 'y' }, 'BaseVersion is required.'],
    ['baseVersion 0', { title: 'x', body: 'y', baseVersion: 0 }, 'BaseVersion is too small (at least 1).'],
    ['baseVersion as text', { title: 'x', body: 'y', baseVersion: '1' }, 'BaseVersion must be a number.'],
    ['no body', { title: 'x', baseVersion: 1 }, 'Body is required.'],
  ])('save with %s', async (_name, payload, message) => {
    const ann = await makeSignedInUser(t.app, t.db)
    const draft = await makeDraft(t.app, ann.token)
    const res = await call('PUT', `/api/drafts/${draft.id}`, ann.token, payload)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message })
  })

  it('refuses malformed JSON', async () => {
    const ann = await makeSignedInUser(t.app, t.db)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/drafts',
      headers: { authorization: `Bearer ${ann.token}`, 'content-type': 'application/json' },
      payload: '{"id": "AAAAAAAAAAAAAAAAAAAAAA", ',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message: 'The request body is not valid JSON.' })
  })

  it('refuses a body far beyond any draft with 413', async () => {
    const ann = await makeSignedInUser(t.app, t.db)
    const res = await call('POST', '/api/drafts', ann.token, { id: clientId(), body: 'x'.repeat(3_000_000) })
    expect(res.statusCode).toBe(413)
    expect(res.json()).toEqual({ message: 'The request body is too large.' })
  })

  it.each([
    ['not base64 JSON', 'nonsense'],
    ['the wrong shape', Buffer.from('{"a":1}').toString('base64url')],
    ['a bad time', Buffer.from('["yesterday","x"]').toString('base64url')],
  ])('list with a cursor that is %s', async (_name, cursor) => {
    const ann = await makeSignedInUser(t.app, t.db)
    const res = await call('GET', `/api/drafts?cursor=${cursor}`, ann.token)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message: 'This page cursor is not valid; load the list again from the start.' })
  })

  it.each([
    ['limit=0', 'Limit is too small (at least 1).'],
    ['limit=101', 'Limit is too large (at most 100).'],
    ['archived=maybe', 'Archived must be one of: true, false.'],
  ])('list with %s', async (query, message) => {
    const ann = await makeSignedInUser(t.app, t.db)
    const res = await call('GET', `/api/drafts?${query}`, ann.token)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message })
  })

  it('answers 400 for an over-long id in the address', async () => {
    const ann = await makeSignedInUser(t.app, t.db)
    const res = await call('GET', `/api/drafts/${'x'.repeat(65)}`, ann.token)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message: 'Id must be at most 64 characters long.' })
  })
})
