import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LibraryPreview } from '#contract/script-library'
import type { Page } from '#contract/pagination'
import { fountainScene, makeContentFolder, type ContentFolder } from './support/content-fixtures'
import { caller } from './support/inject'
import { startTestApp, type TestApp } from './support/test-app'

let t: TestApp
let content: ContentFolder
let call: ReturnType<typeof caller>

// Dialogue words → seconds at 150 words a minute: 30 → 12, 80 → 32, 300 → 120, 500 → 200, 750 → 300, 1000 → 400.
const library = {
  'alpha-monologue': fountainScene({
    title: 'Alpha monologue',
    description: 'One voice.',
    free: true,
    roles: { NARRATOR: 'tells it' },
    speeches: 3,
    wordsPerSpeech: 10,
  }),
  'bravo-duet': fountainScene({
    title: 'Bravo duet',
    description: 'Two friends.',
    free: false,
    roles: { ANNA: 'first', BEN: 'second' },
    speeches: 4,
    wordsPerSpeech: 20,
  }),
  'charlie-lighthouse': fountainScene({
    title: 'Charlie lighthouse',
    description: 'A storm at sea.',
    free: true,
    roles: { KEEPER: 'the old keeper', GULL: 'a talking gull' },
    speeches: 10,
    wordsPerSpeech: 50,
  }),
  'delta-trio': fountainScene({
    title: 'Delta trio',
    description: 'Three at a table.',
    free: false,
    roles: { A: '', B: '', C: '' },
    speeches: 15,
    wordsPerSpeech: 50,
  }),
  'echo-boundary': fountainScene({
    title: 'Echo boundary',
    description: 'Exactly two minutes.',
    roles: { X: '', Y: '' },
    speeches: 6,
    wordsPerSpeech: 50,
  }),
  'foxtrot-epic': fountainScene({
    title: 'Foxtrot epic',
    description: '100% drama.',
    free: true,
    roles: { P: '', Q: '', R: '', S: '' },
    speeches: 20,
    wordsPerSpeech: 50,
  }),
  // No character cues and no `NAME: line`: nothing to record, so it is skipped.
  'golf-broken': 'Title: Broken\n\nJust some action.\n\nMore action.\n',
}

beforeAll(async () => {
  content = await makeContentFolder({ library })
  t = await startTestApp({ contentDir: content.dir })
  call = caller(t.app)
})
afterAll(async () => {
  await t.close()
  await content.remove()
})

const titles = async (query: string) => {
  const res = await call('GET', `/api/library?${query}`, null)
  expect(res.statusCode).toBe(200)
  return res.json<Page<LibraryPreview>>().items.map((item) => item.title)
}

describe('GET /api/library', () => {
  it('shows every library script that parsed, to visitors, in title order, with roles, numbers and the first 4 lines', async () => {
    const res = await call('GET', '/api/library', null)
    expect(res.statusCode).toBe(200)
    const page = res.json<Page<LibraryPreview>>()
    expect(page.nextCursor).toBeNull()
    expect(page.items.map((item) => item.title)).toEqual([
      'Alpha monologue',
      'Bravo duet',
      'Charlie lighthouse',
      'Delta trio',
      'Echo boundary',
      'Foxtrot epic',
    ])
    expect(page.items.find((item) => item.title === 'Charlie lighthouse')).toEqual({
      id: 'lib-charlie-lighthouse',
      title: 'Charlie lighthouse',
      description: 'A storm at sea.',
      roles: [
        { name: 'KEEPER', description: 'the old keeper' },
        { name: 'GULL', description: 'a talking gull' },
      ],
      // heading, action, 10 speeches, 1 parenthetical
      lineCount: 13,
      estimatedSeconds: 200,
      free: true,
      preview: [
        { role: null, kind: 'action', text: 'INT. STUDIO - NIGHT' },
        { role: null, kind: 'action', text: 'A red light glows.' },
        { role: 'KEEPER', kind: 'dialogue', text: Array.from({ length: 50 }, (_, w) => `word${w}`).join(' ') },
        { role: 'GULL', kind: 'direction', text: expect.stringContaining('quietly') },
      ],
    })
    expect(page.items.map((item) => item.free)).toEqual([true, false, true, false, false, true])
  })

  it('finds words in the title, description or role names, in any letter case; every word must match', async () => {
    expect(await titles('q=LIGHTHOUSE')).toEqual(['Charlie lighthouse'])
    expect(await titles('q=storm')).toEqual(['Charlie lighthouse'])
    expect(await titles('q=gull')).toEqual(['Charlie lighthouse'])
    expect(await titles('q=storm%20keeper')).toEqual(['Charlie lighthouse'])
    expect(await titles('q=storm%20anna')).toEqual([])
    expect(await titles('q=narrator')).toEqual(['Alpha monologue'])
    // LIKE wildcards are taken literally.
    expect(await titles('q=100%25')).toEqual(['Foxtrot epic'])
    expect(await titles('q=_')).toEqual([])
    expect(await titles('q=%20%20')).toHaveLength(6)
  })

  it('filters by the exact number of roles', async () => {
    expect(await titles('roles=1')).toEqual(['Alpha monologue'])
    expect(await titles('roles=2')).toEqual(['Bravo duet', 'Charlie lighthouse', 'Echo boundary'])
    expect(await titles('roles=5')).toEqual([])
  })

  it('filters by length: short under 2 minutes, medium 2 to 5 minutes inclusive, long over 5', async () => {
    expect(await titles('length=short')).toEqual(['Alpha monologue', 'Bravo duet'])
    expect(await titles('length=medium')).toEqual(['Charlie lighthouse', 'Delta trio', 'Echo boundary'])
    expect(await titles('length=long')).toEqual(['Foxtrot epic'])
  })

  it('filters free scripts, and combines filters', async () => {
    expect(await titles('free=true')).toEqual(['Alpha monologue', 'Charlie lighthouse', 'Foxtrot epic'])
    expect(await titles('free=false')).toEqual(['Bravo duet', 'Delta trio', 'Echo boundary'])
    expect(await titles('free=true&roles=2&length=medium&q=sea')).toEqual(['Charlie lighthouse'])
  })

  it('pages through the results without repeats', async () => {
    const first = (await call('GET', '/api/library?limit=4', null)).json<Page<LibraryPreview>>()
    expect(first.items).toHaveLength(4)
    expect(first.nextCursor).not.toBeNull()
    const second = (
      await call('GET', `/api/library?limit=4&cursor=${encodeURIComponent(first.nextCursor ?? '')}`, null)
    ).json<Page<LibraryPreview>>()
    expect(second.items.map((item) => item.title)).toEqual(['Echo boundary', 'Foxtrot epic'])
    expect(second.nextCursor).toBeNull()
    const filtered = (await call('GET', '/api/library?limit=1&length=medium', null)).json<Page<LibraryPreview>>()
    const next = (
      await call(
        'GET',
        `/api/library?limit=5&length=medium&cursor=${encodeURIComponent(filtered.nextCursor ?? '')}`,
        null,
      )
    ).json<Page<LibraryPreview>>()
    expect([...filtered.items, ...next.items].map((item) => item.title)).toEqual([
      'Charlie lighthouse',
      'Delta trio',
      'Echo boundary',
    ])
  })

  it.each([
    ['roles=0', 'Roles is too small (at least 1).'],
    ['roles=two', 'Roles must be a number.'],
    ['roles=1.5', 'Roles must be a whole number.'],
    ['length=tiny', 'Length must be one of: short, medium, long.'],
    ['free=maybe', 'Free must be one of: true, false.'],
    [`q=${'x'.repeat(101)}`, 'Q must be at most 100 characters long.'],
    ['limit=0', 'Limit is too small (at least 1).'],
    ['cursor=e30', 'This page cursor is not valid; load the list again from the start.'],
    ['cursor=%25%25', 'This page cursor is not valid; load the list again from the start.'],
  ])('answers 400 with a message for %s', async (query, message) => {
    const res = await call('GET', `/api/library?${query}`, null)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message })
  })

  it('skips a content file that gives no roles or lines', async () => {
    expect(await titles('q=broken')).toEqual([])
    const reader = await call('GET', '/api/scripts/lib-golf-broken', null)
    expect(reader.statusCode).toBe(404)
  })
})
