// Start-up loading of content/: templates into memory, library scripts into the database,
// idempotent across start-ups, a broken file skipped; and the repository's own content loads whole.
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LibraryPreview } from '#contract/script-library'
import type { Page } from '#contract/pagination'
import type { Script } from '#contract/scripts'
import type { Template, TemplateSummary } from '#contract/templates'
import { defaultContentDir } from '#server/content/content-files'
import { scriptLines, scriptRoles, scripts } from '#server/db/schema'
import { fountainScene, makeContentFolder, type ContentFolder } from './support/content-fixtures'
import { makeSignedInUser } from './support/factories'
import { caller } from './support/inject'
import { buildTestApp, startTestApp, type TestApp } from './support/test-app'

const interview = fountainScene({
  title: 'The interview',
  description: 'Host and guest.',
  roles: { HOST: 'asks', GUEST: 'answers' },
  speeches: 6,
  wordsPerSpeech: 25,
})
const advert = fountainScene({
  title: 'A radio advert',
  description: 'Thirty seconds.',
  roles: { VOICE: '' },
  speeches: 1,
  wordsPerSpeech: 40,
})
const scene = (words: number) =>
  fountainScene({
    title: 'Harbour',
    description: 'Boats.',
    free: true,
    roles: { ANNA: '', BEN: '' },
    speeches: 4,
    wordsPerSpeech: words,
  })

let t: TestApp
let content: ContentFolder
let call: ReturnType<typeof caller>
beforeAll(async () => {
  content = await makeContentFolder({
    templates: { interview, 'radio-advert': advert, 'broken-template': 'Nothing to say here.\n' },
    library: { harbour: scene(10), 'second-scene': scene(20) },
  })
  await content.write('library', 'Not_A_Slug', scene(5))
  t = await startTestApp({ contentDir: content.dir })
  call = caller(t.app)
})
afterAll(async () => {
  await t.close()
  await content.remove()
})

describe('templates', () => {
  it('lists the templates that parsed, by title, with role count and speaking time, to visitors', async () => {
    const res = await call('GET', '/api/templates', null)
    expect(res.statusCode).toBe(200)
    expect(res.json<TemplateSummary[]>()).toEqual([
      {
        id: 'radio-advert',
        title: 'A radio advert',
        description: 'Thirty seconds.',
        roleCount: 1,
        estimatedSeconds: 16,
      },
      { id: 'interview', title: 'The interview', description: 'Host and guest.', roleCount: 2, estimatedSeconds: 60 },
    ])
  })

  it('gives a template with its Fountain text', async () => {
    const res = await call('GET', '/api/templates/interview', null)
    expect(res.statusCode).toBe(200)
    expect(res.json<Template>()).toEqual({
      id: 'interview',
      title: 'The interview',
      description: 'Host and guest.',
      body: interview,
    })
  })

  it('answers 404 for an unknown or skipped template', async () => {
    for (const id of ['no-such-template', 'broken-template']) {
      const res = await call('GET', `/api/templates/${id}`, null)
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({ message: 'This template does not exist.' })
    }
  })
})

describe('library loading', () => {
  const snapshot = async () => ({
    scripts: await t.db.select().from(scripts).where(eq(scripts.inLibrary, true)).orderBy(asc(scripts.id)),
    roles: await t.db.select().from(scriptRoles).orderBy(asc(scriptRoles.scriptId), asc(scriptRoles.position)),
    lines: await t.db.select().from(scriptLines).orderBy(asc(scriptLines.scriptId), asc(scriptLines.position)),
  })

  it('stores library scripts without an owner, public, with ids from the slug that fit the contract', async () => {
    const { scripts: rows, roles, lines } = await snapshot()
    expect(rows.map((row) => row.id)).toEqual(['lib-harbour', 'lib-second-scene'])
    expect(rows[0]).toMatchObject({ ownerId: null, inLibrary: true, free: true, visibility: 'public', version: 1 })
    for (const id of [...roles, ...lines].map((row) => row.id)) expect(id).toMatch(/^[A-Za-z0-9_-]{16,64}$/)

    const reader = await makeSignedInUser(t.app, t.db, { privileges: ['read_free_script'] })
    const res = await call('GET', '/api/scripts/lib-harbour', reader.token)
    expect(res.statusCode).toBe(200)
    expect(res.json<Script>()).toMatchObject({
      owner: null,
      inLibrary: true,
      free: true,
      canEdit: false,
      title: 'Harbour',
    })
  })

  it('writes nothing on a second start-up with the same files, and rewrites only a changed file', async () => {
    const before = await snapshot()
    t.clock.advance(60_000)
    const again = await buildTestApp(t.db, t.clock, { contentDir: content.dir })
    await again.close()
    expect(await snapshot()).toEqual(before)

    await content.write('library', 'second-scene', scene(30))
    t.clock.advance(60_000)
    const changed = await buildTestApp(t.db, t.clock, { contentDir: content.dir })
    await changed.close()
    const after = await snapshot()
    const [harbour, second] = after.scripts
    expect(harbour).toEqual(before.scripts[0])
    expect(second?.version).toBe(2)
    expect(second?.updatedAt.getTime()).toBeGreaterThan(before.scripts[1]!.updatedAt.getTime())
    expect(second?.estimatedSeconds).toBe(48)
    expect(after.roles).toHaveLength(before.roles.length)
    expect(after.lines.filter((line) => line.scriptId === 'lib-harbour')).toEqual(
      before.lines.filter((line) => line.scriptId === 'lib-harbour'),
    )
  })
})

describe('the repository’s own content', () => {
  const count = (kind: string) => {
    try {
      return readdirSync(path.join(defaultContentDir, kind)).filter((name) => name.endsWith('.fountain')).length
    } catch {
      return 0
    }
  }

  it('loads every template and library file, none skipped', async () => {
    const app = await startTestApp()
    try {
      const templates = (await app.app.inject({ url: '/api/templates' })).json<TemplateSummary[]>()
      expect(templates).toHaveLength(count('templates'))
      const library = (await app.app.inject({ url: '/api/library?limit=100' })).json<Page<LibraryPreview>>()
      expect(library.items).toHaveLength(count('library'))
      for (const item of library.items) expect(item.roles.length).toBeGreaterThan(0)
    } finally {
      await app.close()
    }
  })
})
