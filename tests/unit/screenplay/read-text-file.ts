import { readFileSync, readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

// jsdom replaces the global URL, which node:fs does not accept: paths are built from strings.
const here = dirname(fileURLToPath(import.meta.url))
export const repositoryRoot = join(here, '..', '..', '..')

export const readFixture = (name: string) => readFileSync(join(here, 'fixtures', name), 'utf8')

/** The `.fountain` files of a content folder, as [slug, text]. */
export function readContentFolder(folder: string): Array<[string, string]> {
  const path = join(repositoryRoot, 'content', folder)
  return readdirSync(path)
    .filter((name) => name.endsWith('.fountain'))
    .sort()
    .map((name) => [name.replace(/\.fountain$/, ''), readFileSync(join(path, name), 'utf8')])
}
