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
// 5. A feature reaches another feature only through its public `index.ts` (`from '../takes'`), which
//    re-exports what other features use and never a screen; the exceptions are `deepImportsAllowed`.
// And of src/server: one list registers the features, and tus uploads are received in one place
// (src/server/blobs/upload-receiver*.ts); a feature gives it parameters, never a tus server of its own.
// Imports are read as written, relative (`../takes/x`) or through an alias of package.json's "imports"
// (`#app/takes/x`, decision 087): both name the same file.
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

/** Folders of src/app that are features: every folder that is not a base folder. The files at the
 *  root (`app-routes.ts`, `device-features.ts`, `main.tsx`…) compose the features and are none. */
const featureFolders = new Set(
  readdirSync(join(root, 'src/app'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !baseFolders.has(entry.name))
    .map((entry) => entry.name),
)

/** The folder of src/app a path inside it starts with ("episodes" for "episodes/player/x"). */
const folderOf = (target: string) => target.split(/[\\/]/)[0] ?? ''

/** The feature folder a file of src/app is in, or '' for a base folder or a file at the root. */
function featureOf(path: string): string {
  const inApp = relative('src/app', path).replace(/\\/g, '/')
  return inApp.includes('/') && featureFolders.has(folderOf(inApp)) ? folderOf(inApp) : ''
}

/** The folders of the import aliases, by name ("app" → "src/app"), from package.json's "imports". */
const packageImports = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { imports: object }).imports
const aliasFolders = new Map(
  Object.entries(packageImports as Record<string, string>).map(([alias, folder]) => [
    alias.replace(/^#|\/\*$/g, ''),
    folder.replace(/^\.\/|\/\*$/g, ''),
  ]),
)

/** The path inside src/app ("ui/format-time") of what `specifier` names from the file at `path`, a
 *  relative import or an alias ("#app/ui/format-time"); targets outside src/app start with "..". */
function targetOf(path: string, specifier: string): string {
  const [, alias = '', rest = ''] = /^#([\w-]+)\/(.*)$/.exec(specifier) ?? []
  const folder = aliasFolders.get(alias)
  const file = folder === undefined ? join(dirname(path), specifier) : join(folder, rest)
  return relative('src/app', file).replace(/\\/g, '/')
}

/** A module specifier written relative ('../takes', './x') or with an alias ('#app/takes'). */
const specifier = String.raw`(\.{1,2}(?:\/[^']*)?|#[\w-]+\/[^']+)`

/** Each relative or aliased import of `file`, with its target as a path inside src/app ("ui/format-time");
 *  targets outside src/app start with "..". */
function importsOf({ path, text }: (typeof sources)[number]): { line: string; target: string }[] {
  const imports = new RegExp(String.raw`from '${specifier}'|import\(\s*'${specifier}'\s*\)`, 'g')
  return [...text.matchAll(imports)].map((match) => ({
    line: match[0],
    target: targetOf(path, match[1] ?? match[2] ?? ''),
  }))
}

/** "path: import" for each import of `files` that reaches into a feature folder of src/app. */
function featureImports(files: typeof sources): string[] {
  return files.flatMap((file) =>
    importsOf(file).flatMap(({ line, target }) =>
      featureFolders.has(folderOf(target)) ? [`${file.path}: ${line}`] : [],
    ),
  )
}

/** For each feature folder of `files`, the files of other feature folders it imports ("friends" →
 *  ["profiles/member-names", …]). */
function otherFeaturesImported(files: typeof sources): Record<string, string[]> {
  const imported: Record<string, Set<string>> = {}
  for (const file of files) {
    const feature = featureOf(file.path)
    if (!feature) continue
    for (const { target } of importsOf(file)) {
      const folder = folderOf(target)
      if (!featureFolders.has(folder) || folder === feature) continue
      ;(imported[feature] ??= new Set()).add(target)
    }
  }
  return Object.fromEntries(Object.entries(imported).map(([feature, targets]) => [feature, [...targets].sort()]))
}

/** Parts several features use, by file name, and their one place (issue 37): generic parts in ui/ and
 *  api/, a member's name and avatar with the profiles, which own the public name, the photo, the
 *  handle and the profile pages. */
const sharedParts: Record<string, string> = {
  'text-link': 'ui/text-link',
  'format-time': 'ui/format-time',
  'format-date-time': 'ui/format-date-time',
  'href-link': 'ui/href-link',
  subscribable: 'ui/subscribable',
  'use-submit': 'ui/use-submit',
  'user-file': 'ui/user-file',
  clamp: 'ui/clamp',
  'upload-bytes': 'api/upload-bytes',
  'member-names': 'profiles/member-names',
  'member-avatar': 'profiles/member-avatar',
}

/** Where those parts lived before, inside one of the features that use them. */
const formerPlaces = [
  'drafts/router-link',
  'episodes/player/format-time',
  'episodes/publish/upload-bytes',
  'friends/member-avatar',
  'friends/member-names',
  'notifications/href-link',
  'notifications/notification-time',
  'profiles/user-file',
  'scripts/list/format-updated-at',
  'takes/subscribable',
  'users/use-submit',
]

/** The names `file` imports from `target` (a path inside src/app, as importsOf gives it). */
function namesImported({ path, text }: (typeof sources)[number], target: string): string[] {
  return [...text.matchAll(new RegExp(String.raw`import (?:type )?\{([^}]*)\} from '${specifier}'`, 'g'))]
    .filter((match) => targetOf(path, match[2] ?? '') === target)
    .flatMap((match) => (match[1] ?? '').split(',').map((name) => name.replace(/^\s*type\s+/, '').trim()))
    .filter((name) => name !== '')
}

/** The files that use the part at `home`: they import it there, or through its feature's index.ts. */
function usersOf(home: string): typeof sources {
  const folder = folderOf(home)
  const index = sources.find(({ path }) => path === `src/app/${folder}/index.ts`)
  const module = `./${home.slice(folder.length + 1)}`
  const names = [...(index?.text ?? '').matchAll(/export (?:type )?\{([^}]*)\} from '([^']+)'/g)]
    .filter((match) => match[2] === module)
    .flatMap((match) => (match[1] ?? '').split(',').map((name) => name.replace(/^\s*type\s+/, '').trim()))
  return sources.filter((file) =>
    importsOf(file).some(
      ({ target }) =>
        target === home || (target === folder && namesImported(file, folder).some((name) => names.includes(name))),
    ),
  )
}

/** "path: import" for each import of a shared part, or of a former place of one, that is not its one place. */
function strayedSharedParts(files: typeof sources): string[] {
  return files.flatMap((file) =>
    importsOf(file).flatMap(({ line, target }) => {
      const home = sharedParts[basename(target)]
      return formerPlaces.includes(target) || (home !== undefined && target !== home) ? [`${file.path}: ${line}`] : []
    }),
  )
}

/** The imports of another feature's own files that stay (issue 37): the importing file, the files it
 *  reaches and why. Everything else goes through the other feature's index.ts. */
const deepImportsAllowed: { file: string; targets: string[]; reason: string }[] = [
  {
    file: 'variant-pages/variant-screens.tsx',
    targets: ['channels/screens', 'listening/screens', 'metrics/screens', 'sessions/history/screens'],
    reason: "/ and /history show another feature's screen per site, loaded lazily as app-routes.ts loads screens",
  },
  {
    file: 'users/register-name.ts',
    targets: [
      'profiles/name-first/name-error',
      'profiles/name-first/name-question',
      'profiles/name-first/proposed-handle',
      'profiles/name-first/save-name',
    ],
    reason: 'the login dialog is plain (no Chakra): it takes the name prompt’s plain parts, not its Chakra form',
  },
  ...['episodes/publish/publish-form.tsx', 'sessions/share-links-panel.tsx'].map((file) => ({
    file,
    targets: ['profiles/name-first'],
    reason:
      'the name asked of a member who has none has an entry of its own (profiles/name-first/index.ts): its validation stays out of every chunk that imports the profiles index',
  })),
]

/** "path: import" for each import of a feature's file that reaches into another feature's files
 *  instead of its index.ts (spelled as the folder: `'../takes'`, `'#app/takes'`), less the allowed ones. */
function deepImportsOfOtherFeatures(files: typeof sources, allowed = deepImportsAllowed): string[] {
  return files.flatMap((file) => {
    const feature = featureOf(file.path)
    if (!feature) return []
    const inApp = relative('src/app', file.path).replace(/\\/g, '/')
    const exceptions = allowed.find((exception) => exception.file === inApp)?.targets ?? []
    return importsOf(file).flatMap(({ line, target }) => {
      const folder = folderOf(target)
      const inward = featureFolders.has(folder) && folder !== feature && target !== folder
      return inward && !exceptions.includes(target) ? [`${file.path}: ${line}`] : []
    })
  })
}

describe('src/app', () => {
  it('is read (a sanity check of the two rules below)', () => {
    expect(sources.length).toBeGreaterThan(100)
  })

  it('has no component that imports the API client or calls it', () => {
    const components = sources.filter(({ path }) => path.endsWith('.tsx'))
    const apiClientImports = (files: typeof sources) =>
      files.flatMap((file) =>
        importsOf(file).flatMap(({ line, target }) => (target === 'api/api-client' ? [`${file.path}: ${line}`] : [])),
      )
    expect(apiClientImports(components)).toEqual([])
    expect(linesMatching(components, /\bapi\.request\(/)).toEqual([])
    // The rule sees the client imported either way.
    const calling = [
      { path: 'src/app/takes/take-list.tsx', text: "import { api } from '../api/api-client'" },
      { path: 'src/app/takes/player/take-player.tsx', text: "import { api } from '#app/api/api-client'" },
    ]
    expect(apiClientImports(calling)).toHaveLength(2)
  })

  it('has an offline layer that imports no feature', () => {
    const offline = sources.filter(({ path }) => path.startsWith('src/app/offline/'))
    expect(offline.length).toBeGreaterThan(10)
    expect(featureImports(offline)).toEqual([])
    // The rule sees a feature import where there is one, relative or through the alias…
    const importing = [
      { path: 'src/app/offline/x.ts', text: "import { takesOn } from '../takes/takes-store'" },
      { path: 'src/app/offline/y.ts', text: "const drafts = await import('#app/drafts/drafts-store')" },
      { path: 'src/app/offline/z.ts', text: "import { takesOn } from '#app/takes'" },
    ]
    expect(featureImports(importing)).toHaveLength(3)
    // …and none in what the offline layer may import: itself, ui/, src/shared.
    const allowed = [
      { path: 'src/app/offline/z.ts', text: "import { openDatabase } from '#app/offline/database'" },
      { path: 'src/app/offline/z.ts', text: "import { newId } from '#shared/new-id'" },
      { path: 'src/app/offline/z.ts', text: "import { TextLink } from '../ui/text-link'" },
    ]
    expect(featureImports(allowed)).toEqual([])
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
    const routesImported = (text: string) =>
      [...text.matchAll(/from '(?:\.\/|#server\/)([a-z-]+)\/routes'/g)].map((match) => match[1])
    expect(routesImported(app)).toEqual(['openapi', 'static'])
    expect(routesImported("import { takeRoutes } from '#server/takes/routes'")).toEqual(['takes'])
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
    // The parts are shared indeed: each is imported by two features or more, there or through an index.ts.
    for (const home of Object.values(sharedParts)) {
      const users = usersOf(home)
      expect(new Set(users.map(({ path }) => folderOf(relative('src/app', path)))).size, home).toBeGreaterThan(1)
    }
    // The rules see a part imported from its former place, or from a copy in a feature.
    const stray = [
      { path: 'src/app/sessions/x.tsx', text: "import { TextLink } from '../drafts/router-link'" },
      { path: 'src/app/channels/x.tsx', text: "import { formatMs } from '../episodes/player/format-time'" },
      { path: 'src/app/sessions/y/z.tsx', text: "import { memberNames } from '#app/friends/member-names'" },
    ]
    expect(otherFeaturesImported(stray)).toEqual({
      sessions: ['drafts/router-link', 'friends/member-names'],
      channels: ['episodes/player/format-time'],
    })
    expect(strayedSharedParts(stray)).toHaveLength(3)
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

  it('has features that reach another feature only through its index.ts, with a short list of exceptions', () => {
    expect(featureFolders.size).toBeGreaterThan(25)
    expect(deepImportsOfOtherFeatures(sources)).toEqual([])
    // Each exception is still needed, and the list stays short.
    for (const { file, targets, reason } of deepImportsAllowed) {
      const source = sources.find(({ path }) => path === `src/app/${file}`)
      expect(source, file).toBeDefined()
      const reached = importsOf(source ?? { path: '', text: '' }).map(({ target }) => target)
      for (const target of targets) expect(reached, `${file} → ${target}`).toContain(target)
      expect(reason.length, file).toBeGreaterThan(20)
    }
    expect(deepImportsAllowed.length).toBeLessThanOrEqual(8)
    // A feature's own files import each other directly, never through their own index.ts (a circle).
    const throughOwnIndex = sources.flatMap((file) =>
      importsOf(file).flatMap(({ line, target }) =>
        featureOf(file.path) !== '' && [featureOf(file.path), `${featureOf(file.path)}/index`].includes(target)
          ? [`${file.path}: ${line}`]
          : [],
      ),
    )
    expect(throughOwnIndex).toEqual([])
    // The rule sees a reach into another feature's file, statically or lazily, and lets the index pass.
    const reaching = [
      { path: 'src/app/sessions/x.tsx', text: "import { takesOn } from '../takes/takes-store'" },
      { path: 'src/app/profiles/editor/x.ts', text: "const recorder = () => import('../../takes/recorder')" },
      { path: 'src/app/profiles/editor/y.ts', text: "import { recorder } from '#app/takes/recorder'" },
      { path: 'src/app/sessions/y.tsx', text: "import { takesOn } from '../takes'" },
      { path: 'src/app/profiles/editor/z.ts', text: "import { takesOn } from '#app/takes'" },
      { path: 'src/app/app-routes.ts', text: "import { takesRoutes } from './takes/routes'" },
    ]
    expect(deepImportsOfOtherFeatures(reaching)).toEqual([
      "src/app/sessions/x.tsx: from '../takes/takes-store'",
      "src/app/profiles/editor/x.ts: import('../../takes/recorder')",
      "src/app/profiles/editor/y.ts: from '#app/takes/recorder'",
    ])
  })

  it('has index.ts files that only re-export, and never a screen or what is loaded lazily', () => {
    const isIndex = (path: string) => /^src\/app\/[a-z-]+\/index\.ts$/.test(path)
    const indexes = sources.filter(({ path }) => isIndex(path))
    expect(indexes.length).toBeGreaterThan(10)
    // What only a lazy import() loads (a screen, the activity store…) stays out of every index.ts: a
    // re-export would make it static wherever the index is imported. The build counts on an index.ts
    // having no effect of its own (`moduleSideEffects` in vite.config.ts): it holds re-exports only.
    const imports = sources.filter(({ path }) => !isIndex(path)).flatMap((file) => importsOf(file))
    const staticTargets = new Set(imports.filter(({ line }) => line.startsWith('from')).map(({ target }) => target))
    const lazyOnly = new Set(
      imports
        .filter(({ line, target }) => line.startsWith('import(') && !staticTargets.has(target))
        .map(({ target }) => target),
    )
    const reExport = /^export (type )?\{[\w\s,]+\} from '(\.\/[\w./-]+)'$/
    const others = indexes.flatMap(({ path, text }) =>
      text
        .replace(/^\/\/.*$/gm, '')
        .replace(/\s+/g, ' ')
        .split(/(?<=') /)
        .map((statement) => statement.trim())
        .filter((statement) => statement !== '')
        .flatMap((statement) => {
          const from = reExport.exec(statement)?.[2]
          const target = from && relative(join(root, 'src/app'), join(root, dirname(path), from)).replace(/\\/g, '/')
          const allowed = from && !/(^|\/)(screens|routes|device)$/.test(from) && !lazyOnly.has(target ?? '')
          return allowed ? [] : [`${path}: ${statement}`]
        }),
    )
    expect(others).toEqual([])
    expect(lazyOnly.size).toBeGreaterThan(20)
  })

  it('takes every query key from a key factory', () => {
    const users = sources.filter(({ path }) => !path.endsWith('-keys.ts'))
    expect(linesMatching(users, /queryKey:(?!\s*\w+Keys\.)/)).toEqual([])
    expect(linesMatching(users, /(?:QueryData|Queries)(?:<[^>]*>)?\(\s*\[/)).toEqual([])
  })
})
