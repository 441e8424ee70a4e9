// Rules of src/app, read from the source so that the next feature copies the shape:
// 1. A component never calls the API itself: it uses its feature's query or mutation hooks
//    (`<feature>-queries.ts`, `use-*.ts`). Non-React modules (sync handlers, uploads) may call it.
// 2. Every query key comes from its feature's key factory (`<feature>-keys.ts`, `xxxKeys.thing()`),
//    never an array written where it is used: a key written twice drifts apart.
// 3. The offline layer and the router import no feature: a feature declares what it keeps on the
//    device in its own `device.ts` and its pages in its own `routes.ts`; `device-features.ts` and
//    `app-routes.ts` list them.
// 4. A part several features use lives in `ui/` or with the feature that owns its concept, not inside
//    one of the features that happen to use it; and a `screens.tsx` only re-exports screens.
// And of src/server: one list registers the features, and tus uploads are received in one place
// (src/server/blobs/upload-receiver*.ts); a feature gives it parameters, never a tus server of its own.
import { readdirSync, readFileSync } from 'node:fs'
import { basename, dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// jsdom replaces the global URL, which node:fs does not accept: the path is built from strings.
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')

const sources = readdirSync(join(root, 'src/app'), { recursive: true, encoding: 'utf8' })
  .filter((name) => /\.tsx?$/.test(name))
  .map((name) => {
    const path = join(root, 'src/app', name)
    return { path: relative(root, path), text: readFileSync(path, 'utf8') }
  })

/** "path:line: text" for each line of `files` that matches `pattern`. */
function linesMatching(files: typeof sources, pattern: RegExp): string[] {
  return files.flatMap(({ path, text }) =>
    text.split('\n').flatMap((line, index) => (pattern.test(line) ? [`${path}:${index + 1}: ${line.trim()}`] : [])),
  )
}

/** Folders of src/app that are not features: what every feature builds on. */
const baseFolders = new Set([
  'api',
  'audio',
  'auth',
  'layout',
  'offline',
  'prerender',
  'pwa',
  'router',
  'ui',
  'variant',
])

/** The folder of src/app a path inside it starts with ("episodes" for "episodes/player/x"). */
const folderOf = (target: string) => target.split(/[\\/]/)[0] ?? ''

/** Each relative import of `file`, with its target as a path inside src/app ("ui/format-time");
 *  targets outside src/app start with "..". */
function importsOf({ path, text }: (typeof sources)[number]): { line: string; target: string }[] {
  return [...text.matchAll(/from '(\.{1,2}\/[^']+)'|import\('(\.{1,2}\/[^']+)'\)/g)].map((match) => ({
    line: match[0],
    target: relative(join(root, 'src/app'), join(root, dirname(path), match[1] ?? match[2] ?? '')).replace(/\\/g, '/'),
  }))
}

/** "path: import" for each import of `files` that reaches into a feature folder of src/app. */
function featureImports(files: typeof sources): string[] {
  return files.flatMap((file) =>
    importsOf(file).flatMap(({ line, target }) =>
      target.startsWith('..') || !target.includes('/') || baseFolders.has(folderOf(target))
        ? []
        : [`${file.path}: ${line}`],
    ),
  )
}

/** For each feature folder of `files`, the files of other feature folders it imports ("friends" →
 *  ["profiles/member-names", …]). */
function otherFeaturesImported(files: typeof sources): Record<string, string[]> {
  const imported: Record<string, Set<string>> = {}
  for (const file of files) {
    const inApp = relative('src/app', file.path).replace(/\\/g, '/')
    const feature = inApp.includes('/') ? folderOf(inApp) : ''
    if (!feature || baseFolders.has(feature)) continue
    for (const { target } of importsOf(file)) {
      const folder = folderOf(target)
      if (target.startsWith('..') || !target.includes('/') || baseFolders.has(folder) || folder === feature) continue
      ;(imported[feature] ??= new Set()).add(target)
    }
  }
  return Object.fromEntries(Object.entries(imported).map(([feature, targets]) => [feature, [...targets].sort()]))
}

/** Parts several features use, by file name, and their one place (issue 37): generic parts in ui/,
 *  member names with the profiles, which own the public name, the handle and the profile pages. */
const sharedParts: Record<string, string> = {
  'text-link': 'ui/text-link',
  'format-time': 'ui/format-time',
  'user-file': 'ui/user-file',
  'member-names': 'profiles/member-names',
}

/** Where those parts lived before, inside one of the features that use them. */
const formerPlaces = ['drafts/router-link', 'episodes/player/format-time', 'friends/member-names', 'profiles/user-file']

/** "path: import" for each import of a shared part, or of a former place of one, that is not its one place. */
function strayedSharedParts(files: typeof sources): string[] {
  return files.flatMap((file) =>
    importsOf(file).flatMap(({ line, target }) => {
      const home = sharedParts[basename(target)]
      return formerPlaces.includes(target) || (home !== undefined && target !== home) ? [`${file.path}: ${line}`] : []
    }),
  )
}

describe('src/app', () => {
  it('is read (a sanity check of the two rules below)', () => {
    expect(sources.length).toBeGreaterThan(100)
  })

  it('has no component that imports the API client or calls it', () => {
    const components = sources.filter(({ path }) => path.endsWith('.tsx'))
    expect(linesMatching(components, /from '[./]*\/?api\/api-client'|\bapi\.request\(/)).toEqual([])
  })

  it('has an offline layer that imports no feature', () => {
    const offline = sources.filter(({ path }) => path.startsWith('src/app/offline/'))
    expect(offline.length).toBeGreaterThan(10)
    expect(featureImports(offline)).toEqual([])
    // The rule sees a feature import where there is one.
    expect(
      featureImports([{ path: 'src/app/offline/x.ts', text: "import { takesOn } from '../takes/takes-store'" }]),
    ).toHaveLength(1)
  })

  it("has a router that imports no feature, and a tree made of the features' own route lists", () => {
    const router = sources.filter(({ path }) => path.startsWith('src/app/router/'))
    expect(router.length).toBeGreaterThan(8)
    expect(featureImports(router)).toEqual([])
    // Every feature's routes.ts is in the one list, and nothing else declares a page.
    const routeLists = sources.filter(({ path }) => /^src\/app\/[a-z-]+\/routes\.ts$/.test(path))
    const tree = readFileSync(join(root, 'src/app/app-routes.ts'), 'utf8')
    for (const { path, text } of routeLists) {
      const name = /export const (\w+Routes) = \[/.exec(text)?.[1]
      expect(name, path).toBeDefined()
      expect(tree, path).toContain(`...${name},`)
    }
    const declaringPages = sources.filter(({ text }) => /\bpage\(\s*'\/|createRoute\(/.test(text))
    expect(
      declaringPages
        .map(({ path }) => path)
        .filter((path) => !/\/routes\.ts$|router\/(page|unknown)-route\.ts$/.test(path)),
    ).toEqual([])
  })

  it("registers the server's features through one list, each with the same signature", () => {
    const app = readFileSync(join(root, 'src/server/app.ts'), 'utf8')
    const features = readFileSync(join(root, 'src/server/features.ts'), 'utf8')
    // app.ts imports no feature's routes; the list holds them, typed as one signature.
    expect(app.match(/from '\.\/[a-z-]+\/routes'/g)).toEqual(["from './openapi/routes'", "from './static/routes'"])
    expect(features).toContain('export const serverFeatures: readonly ServerFeature[] = [')
    expect(app).toContain('for (const register of serverFeatures) await register(app, context)')
  })

  it('keeps the parts several features use in ui/ or with the feature that owns them', () => {
    const imported = otherFeaturesImported(sources)
    // Which feature imports which other feature's files: the former places are in no list.
    expect(Object.keys(imported).length).toBeGreaterThan(10)
    const fromFormerPlaces = Object.entries(imported).flatMap(([feature, targets]) =>
      targets.filter((target) => formerPlaces.includes(target)).map((target) => `${feature} → ${target}`),
    )
    expect(fromFormerPlaces).toEqual([])
    // Every import of a shared part reaches its one place, from every file of src/app.
    expect(strayedSharedParts(sources)).toEqual([])
    // The parts are shared indeed: each is imported by two features or more.
    for (const home of Object.values(sharedParts)) {
      const users = sources.filter((file) => importsOf(file).some(({ target }) => target === home))
      expect(new Set(users.map(({ path }) => folderOf(relative('src/app', path)))).size, home).toBeGreaterThan(1)
    }
    // The rules see a part imported from its former place, or from a copy in a feature.
    const stray = [
      { path: 'src/app/sessions/x.tsx', text: "import { TextLink } from '../drafts/router-link'" },
      { path: 'src/app/channels/x.tsx', text: "import { formatMs } from '../episodes/player/format-time'" },
    ]
    expect(otherFeaturesImported(stray)).toEqual({
      sessions: ['drafts/router-link'],
      channels: ['episodes/player/format-time'],
    })
    expect(strayedSharedParts(stray)).toHaveLength(2)
  })

  it('has screens.tsx files that only re-export screens from their own files', () => {
    const screens = sources.filter(({ path }) => path.endsWith('/screens.tsx'))
    expect(screens.length).toBeGreaterThan(20)
    const reExport = /^export \{ \w+Screen(, \w+Screen)* \} from '\.\/[\w./-]+'$/
    const others = screens.flatMap(({ path, text }) =>
      text
        .split('\n')
        .flatMap((line, index) =>
          reExport.test(line) || /^\s*(\/\/.*)?$/.test(line) ? [] : [`${path}:${index + 1}: ${line.trim()}`],
        ),
    )
    expect(others).toEqual([])
  })

  it('receives tus uploads in one place: only the upload receiver builds a tus server or opens a tus store', () => {
    const server = readdirSync(join(root, 'src/server'), { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.ts'))
      .map((name) => {
        const path = join(root, 'src/server', name)
        return { path: relative(root, path), text: readFileSync(path, 'utf8') }
      })
    expect(server.length).toBeGreaterThan(100)
    const filesMatching = (files: typeof server, pattern: RegExp) =>
      files.filter(({ text }) => pattern.test(text)).map(({ path }) => path)
    const tusServer = /from '@tus\/server'|\bnew Server\(/
    expect(filesMatching(server, tusServer)).toEqual(['src/server/blobs/upload-receiver-tus.ts'])
    // A feature gives the receiver its blob kind; it never opens the store's tus store itself.
    const features = server.filter(({ path }) => !path.startsWith('src/server/blobs/'))
    expect(filesMatching(features, /\.tusStore\(/)).toEqual([])
    // The rule sees a feature's own tus server where there is one.
    const copied = { path: 'src/server/takes/upload-server.ts', text: 'const server = new Server({ path, datastore })' }
    expect(filesMatching([copied], tusServer)).toEqual([copied.path])
  })

  it('takes every query key from a key factory', () => {
    const users = sources.filter(({ path }) => !path.endsWith('-keys.ts'))
    expect(linesMatching(users, /queryKey:(?!\s*\w+Keys\.)/)).toEqual([])
    expect(linesMatching(users, /(?:QueryData|Queries)(?:<[^>]*>)?\(\s*\[/)).toEqual([])
  })
})
