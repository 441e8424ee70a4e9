import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from '#contract/pagination'
import type { Script, ScriptConflict, ScriptSummary } from '#contract/scripts'
import { scriptLines, scriptRoles, scripts } from '#server/db/schema'
import { fountainScene, makeContentFolder, type ContentFolder } from './support/content-fixtures'
import { clientId, makeDraft, makeScript, makeSignedInUser, scriptContentFixture } from './support/factories'
import { caller } from './support/inject'
import { startTestApp, type TestApp } from './support/test-app'

let t: TestApp
let content: ContentFolder
let call: ReturnType<typeof caller>
let ann: Awaited<ReturnType<typeof makeSignedInUser>>
beforeAll(async () => {
  content = await makeContentFolder({
    templates: {
      interview: fountainScene({
        title: 'The interview',
        description: 'Two voices.',
        roles: { HOST: 'h', GUEST: 'g' },
        speeches: 4,
        wordsPerSpeech: 6,
      }),
    },
    library: {
      'free-library-scene': fountainScene({
        title: 'Free',
        description: '',
        free: true,
        roles: { ANNA: '' },
        speeches: 2,
        wordsPerSpeech: 3,
      }),
    },
  })
  t = await startTestApp({ contentDir: content.dir })
  call = caller(t.app)
  ann = await makeSignedInUser(t.app, t.db)
})
afterAll(async () => {
  await t.close()
  await content.remove()
})

const newScript = (overrides: Record<string, unknown> = {}) => ({
  id: clientId(),
  ...scriptContentFixture(),
  ...overrides,
})

describe('creating a script', () => {
  it('stores roles and lines in the order given, with summary numbers, and answers 201', async () => {
    const body = newScript({ title: '  Night shift ', description: 'Two guards', visibility: 'friends' })
    body.lines.splice(1, 0, { id: clientId(), roleId: null, kind: 'action', text: 'A door slams.' })
    body.lines.splice(2, 0, { id: clientId(), roleId: body.roles[1]!.id, kind: 'direction', text: 'whispering' })
    const res = await call('POST', '/api/scripts', ann.token, body)
    expect(res.statusCode).toBe(201)
    const script = res.json<Script>()
    expect(script).toMatchObject({
      id: body.id,
      title: 'Night shift',
      description: 'Two guards',
      visibility: 'friends',
      owner: { id: ann.id },
      inLibrary: false,
      free: false,
      sourceDraftId: null,
      templateId: null,
      version: 1,
      canEdit: true,
    })
    expect(script.roles).toEqual(body.roles)
    expect(script.lines).toEqual(body.lines)
    const listed = (await call('GET', '/api/scripts', ann.token))
      .json<Page<ScriptSummary>>()
      .items.find((s) => s.id === body.id)
    // 4 dialogue lines of 6 words: 24 words at 150 a minute.
    expect(listed).toMatchObject({
      roleCount: 2,
      lineCount: 6,
      estimatedSeconds: 10,
      mine: true,
      visibility: 'friends',
    })
  })

  it('is idempotent by the app’s id: a repeat answers 200 with the script as it is, and writes nothing', async () => {
    const body = newScript()
    const first = await call('POST', '/api/scripts', ann.token, body)
    expect(first.statusCode).toBe(201)
    const repeat = await call('POST', '/api/scripts', ann.token, { ...body, title: 'Other', lines: [] })
    expect(repeat.statusCode).toBe(200)
    expect(repeat.json()).toEqual(first.json())
    expect(await t.db.select().from(scripts).where(eq(scripts.id, body.id))).toHaveLength(1)
    expect(await t.db.select().from(scriptLines).where(eq(scriptLines.scriptId, body.id))).toHaveLength(4)
  })

  it('answers simultaneous repeats with one 201 and the rest 200', async () => {
    const body = newScript()
    const answers = await Promise.all([1, 2, 3].map(() => call('POST', '/api/scripts', ann.token, body)))
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 200, 201])
  })

  it('refuses an id used by another member’s script or by a library script with 409', async () => {
    const bob = await makeSignedInUser(t.app, t.db)
    const bobs = await makeScript(t.app, bob.token)
    for (const id of [bobs.id, 'lib-free-library-scene']) {
      const res = await call('POST', '/api/scripts', ann.token, newScript({ id }))
      expect(res.statusCode).toBe(409)
      expect(res.json()).toEqual({
        message: 'This script id is already used by another script. Create the script again with a new id.',
      })
    }
  })

  it('links the member’s own draft, and refuses another member’s or a missing one', async () => {
    const draft = await makeDraft(t.app, ann.token, { body: 'ANNA: Hello.' })
    const ok = await call('POST', '/api/scripts', ann.token, newScript({ sourceDraftId: draft.id }))
    expect(ok.statusCode).toBe(201)
    expect(ok.json<Script>().sourceDraftId).toBe(draft.id)

    const bob = await makeSignedInUser(t.app, t.db)
    const bobsDraft = await makeDraft(t.app, bob.token)
    for (const sourceDraftId of [bobsDraft.id, 'no-such-draft']) {
      const res = await call('POST', '/api/scripts', ann.token, newScript({ sourceDraftId }))
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ message: 'The draft this script is made from does not exist.' })
    }

    // Deleting the draft later keeps the script.
    await call('POST', `/api/drafts/${draft.id}/archive`, ann.token)
    await call('DELETE', `/api/drafts/${draft.id}`, ann.token)
    const after = await call('GET', `/api/scripts/${ok.json<Script>().id}`, ann.token)
    expect(after.json<Script>().sourceDraftId).toBeNull()
  })

  it('links an existing template and refuses an unknown one', async () => {
    const ok = await call('POST', '/api/scripts', ann.token, newScript({ templateId: 'interview' }))
    expect(ok.statusCode).toBe(201)
    expect(ok.json<Script>().templateId).toBe('interview')
    const res = await call('POST', '/api/scripts', ann.token, newScript({ templateId: 'no-such-template' }))
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message: 'This template does not exist.' })
  })

  it('takes a script of 50 roles and 3,000 lines', async () => {
    const body = newScript(
      scriptContentFixture({ roleNames: Array.from({ length: 50 }, (_, i) => `ROLE ${i}`), lineCount: 3000 }),
    )
    const res = await call('POST', '/api/scripts', ann.token, body)
    expect(res.statusCode).toBe(201)
    const script = res.json<Script>()
    expect(script.lines).toHaveLength(3000)
    expect(script.lines[2999]).toEqual(body.lines[2999])
  })
})

describe('saving a script', () => {
  it('replaces title, roles and lines and moves the version up', async () => {
    const script = await makeScript(t.app, ann.token)
    const roles = [{ id: clientId(), name: 'CLAIRE', description: 'the new lead' }, script.roles[0]!]
    const lines = [
      { id: clientId(), roleId: roles[0]!.id, kind: 'dialogue' as const, text: 'It is me now.' },
      script.lines[0]!,
    ]
    const res = await call('PUT', `/api/scripts/${script.id}`, ann.token, {
      title: 'Renamed',
      description: 'New',
      visibility: 'public',
      roles,
      lines,
      baseVersion: 1,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json<Script>()).toMatchObject({
      title: 'Renamed',
      description: 'New',
      visibility: 'public',
      roles,
      lines,
      version: 2,
    })
    expect(await t.db.select().from(scriptRoles).where(eq(scriptRoles.scriptId, script.id))).toHaveLength(2)
    const summary = (await call('GET', '/api/scripts', ann.token)).json<Page<ScriptSummary>>().items[0]
    expect(summary).toMatchObject({ id: script.id, roleCount: 2, lineCount: 2, title: 'Renamed' })
  })

  it('refuses the second of two saves from version 1 with 409 and the current script', async () => {
    const script = await makeScript(t.app, ann.token)
    const content = scriptContentFixture()
    const phone = await call('PUT', `/api/scripts/${script.id}`, ann.token, {
      ...content,
      title: 'From the phone',
      baseVersion: 1,
    })
    expect(phone.statusCode).toBe(200)
    const laptop = await call('PUT', `/api/scripts/${script.id}`, ann.token, {
      ...content,
      title: 'From the laptop',
      baseVersion: 1,
    })
    expect(laptop.statusCode).toBe(409)
    const conflict = laptop.json<ScriptConflict>()
    expect(conflict.message).toBe('This script was changed on another device.')
    expect(conflict.current).toEqual(phone.json())
    expect(conflict.current.version).toBe(2)
  })

  it('deletes the script with its roles and lines', async () => {
    const script = await makeScript(t.app, ann.token)
    expect((await call('DELETE', `/api/scripts/${script.id}`, ann.token)).statusCode).toBe(204)
    expect(await t.db.select().from(scriptLines).where(eq(scriptLines.scriptId, script.id))).toEqual([])
    expect(await t.db.select().from(scriptRoles).where(eq(scriptRoles.scriptId, script.id))).toEqual([])
  })
})

describe('listing scripts', () => {
  it('pages through 25 scripts newest change first, without repeats', async () => {
    const bea = await makeSignedInUser(t.app, t.db)
    const made: Script[] = []
    for (let i = 0; i < 25; i++) {
      if (i % 3 === 0) t.clock.advance(1)
      made.push(await makeScript(t.app, bea.token, { title: `Script ${i}` }))
    }
    const seen: string[] = []
    const sizes: number[] = []
    let cursor: string | null = null
    do {
      const url: string = `/api/scripts?scope=mine&limit=10${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`
      const page: Page<ScriptSummary> = (await call('GET', url, bea.token)).json()
      sizes.push(page.items.length)
      seen.push(...page.items.map((item) => item.id))
      cursor = page.nextCursor
    } while (cursor)
    expect(sizes).toEqual([10, 10, 5])
    const expected = [...made]
      .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || (b.id < a.id ? -1 : b.id > a.id ? 1 : 0))
      .map((script) => script.id)
    expect(seen).toEqual(expected)
  })
})

describe('bad input answers 400 with a message', () => {
  const role = (id = clientId()) => ({ id, name: 'ANNA', description: '' })
  const line = (roleId: string | null, kind = 'dialogue', id = clientId()) => ({ id, roleId, kind, text: 'Hello.' })
  const a = clientId()
  const cases: Array<[string, Record<string, unknown>, string]> = [
    ['no title', { title: undefined }, 'Title is required.'],
    ['an empty title', { title: '   ' }, 'Please give the script a title.'],
    ['an over-long title', { title: 'x'.repeat(201) }, 'Title must be at most 200 characters long.'],
    [
      'an over-long description',
      { description: 'x'.repeat(2001) },
      'Description must be at most 2000 characters long.',
    ],
    ['an unknown visibility', { visibility: 'secret' }, 'Visibility must be one of: private, friends, public.'],
    ['roles that are not a list', { roles: 'ANNA' }, 'Roles must be a list.'],
    ['a role without a name', { roles: [{ id: a, name: ' ' }], lines: [] }, 'Every role needs a name.'],
    [
      'an over-long role name',
      { roles: [{ id: a, name: 'x'.repeat(81) }], lines: [] },
      'Roles.0.name must be at most 80 characters long.',
    ],
    ['a bad role id', { roles: [{ id: 'x', name: 'ANNA' }], lines: [] }, 'must be an id made by the app'],
    ['an empty line', { roles: [role(a)], lines: [{ ...line(a), text: ' ' }] }, 'A line cannot be empty.'],
    [
      'an over-long line',
      { roles: [role(a)], lines: [{ ...line(a), text: 'x'.repeat(5001) }] },
      'Lines.0.text must be at most 5000 characters long.',
    ],
    [
      'an unknown line kind',
      { roles: [role(a)], lines: [line(a, 'song')] },
      'Lines.0.kind must be one of: dialogue, action, direction.',
    ],
    [
      'a line of an unknown role',
      { roles: [role(a)], lines: [line(a), line(a), line(clientId())] },
      'Line 3 names a role that is not in this script.',
    ],
    [
      'dialogue without a role',
      { roles: [role(a)], lines: [line(a), line(null)] },
      'Line 2 is dialogue and needs a role.',
    ],
    [
      'action with a role',
      { roles: [role(a)], lines: [line(a, 'action')] },
      'Line 1 is action and cannot belong to a role.',
    ],
    [
      'two roles with one id',
      { roles: [role(a), role(a)], lines: [] },
      'Role 2 (ANNA) has the same id as an earlier role.',
    ],
    [
      'two lines with one id',
      { roles: [role(a)], lines: [line(a, 'dialogue', a), line(a, 'dialogue', a)] },
      'Line 2 has the same id as an earlier line.',
    ],
    [
      'too many roles',
      { roles: Array.from({ length: 51 }, () => role()), lines: [] },
      'A script can have at most 50 roles.',
    ],
    [
      'too many lines',
      { roles: [role(a)], lines: Array.from({ length: 3001 }, () => line(a)) },
      'A script can have at most 3000 lines.',
    ],
  ]

  it.each(cases)('create with %s', async (_name, overrides, message) => {
    const res = await call('POST', '/api/scripts', ann.token, newScript(overrides))
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message })
  })

  it.each(cases)('save with %s', async (_name, overrides, message) => {
    const script = await makeScript(t.app, ann.token)
    const { id: _id, ...content } = newScript(overrides)
    const res = await call('PUT', `/api/scripts/${script.id}`, ann.token, { ...content, baseVersion: 1 })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message })
    expect((await call('GET', `/api/scripts/${script.id}`, ann.token)).json<Script>().version).toBe(1)
  })

  it.each([
    ['no id', { id: undefined }, 'Id is required.'],
    ['an id not made by the app', { id: 'short' }, 'must be an id made by the app'],
    ['a source draft id that is not text', { sourceDraftId: 5 }, 'SourceDraftId must be text.'],
  ])('create with %s', async (_name, overrides, message) => {
    const res = await call('POST', '/api/scripts', ann.token, newScript(overrides))
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message })
  })

  it('save without baseVersion', async () => {
    const script = await makeScript(t.app, ann.token)
    const res = await call('PUT', `/api/scripts/${script.id}`, ann.token, scriptContentFixture())
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message: 'BaseVersion is required.' })
  })

  it('malformed JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/scripts',
      headers: { authorization: `Bearer ${ann.token}`, 'content-type': 'application/json' },
      payload: '{"title": ',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message: 'The request body is not valid JSON.' })
  })

  it.each([
    ['scope=everyone', 'Scope must be one of: mine, shared.'],
    ['cursor=bm9wZQ', 'This page cursor is not valid; load the list again from the start.'],
    ['limit=abc', 'Limit must be a number.'],
  ])('list with %s', async (query, message) => {
    const res = await call('GET', `/api/scripts?${query}`, ann.token)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message })
  })
})
