// Two rules of src/app, read from the source so that the next feature copies the shape:
// 1. A component never calls the API itself: it uses its feature's query or mutation hooks
//    (`<feature>-queries.ts`, `use-*.ts`). Non-React modules (sync handlers, uploads) may call it.
// 2. Every query key comes from its feature's key factory (`<feature>-keys.ts`, `xxxKeys.thing()`),
//    never an array written where it is used: a key written twice drifts apart.
// 3. The offline layer and the router import no feature: a feature declares what it keeps on the
//    device in its own `device.ts` and its pages in its own `routes.ts`; `device-features.ts` and
//    `app-routes.ts` list them.
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
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

/** "path: import" for each import of `files` that reaches into a feature folder of src/app. */
function featureImports(files: typeof sources): string[] {
  return files.flatMap(({ path, text }) =>
    [...text.matchAll(/from '(\.{1,2}\/[^']+)'|import\('(\.{1,2}\/[^']+)'\)/g)].flatMap((match) => {
      const target = relative(join(root, 'src/app'), join(root, dirname(path), match[1] ?? match[2] ?? ''))
      const folder = target.split(/[\\/]/)[0] ?? ''
      return target.startsWith('..') || !target.includes('/') || baseFolders.has(folder) ? [] : [`${path}: ${match[0]}`]
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

  it('takes every query key from a key factory', () => {
    const users = sources.filter(({ path }) => !path.endsWith('-keys.ts'))
    expect(linesMatching(users, /queryKey:(?!\s*\w+Keys\.)/)).toEqual([])
    expect(linesMatching(users, /(?:QueryData|Queries)(?:<[^>]*>)?\(\s*\[/)).toEqual([])
  })
})
