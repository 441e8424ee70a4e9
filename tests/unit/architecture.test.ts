// Two rules of src/app, read from the source so that the next feature copies the shape:
// 1. A component never calls the API itself: it uses its feature's query or mutation hooks
//    (`<feature>-queries.ts`, `use-*.ts`). Non-React modules (sync handlers, uploads) may call it.
// 2. Every query key comes from its feature's key factory (`<feature>-keys.ts`, `xxxKeys.thing()`),
//    never an array written where it is used: a key written twice drifts apart.
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

describe('src/app', () => {
  it('is read (a sanity check of the two rules below)', () => {
    expect(sources.length).toBeGreaterThan(100)
  })

  it('has no component that imports the API client or calls it', () => {
    const components = sources.filter(({ path }) => path.endsWith('.tsx'))
    expect(linesMatching(components, /from '[./]*\/?api\/api-client'|\bapi\.request\(/)).toEqual([])
  })

  it('takes every query key from a key factory', () => {
    const users = sources.filter(({ path }) => !path.endsWith('-keys.ts'))
    expect(linesMatching(users, /queryKey:(?!\s*\w+Keys\.)/)).toEqual([])
    expect(linesMatching(users, /(?:QueryData|Queries)(?:<[^>]*>)?\(\s*\[/)).toEqual([])
  })
})
