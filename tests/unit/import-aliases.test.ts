// The import aliases (decision 087) are written once, in package.json's "imports", which Node and tsx,
// Vite and Vitest read; TypeScript and Playwright read tsconfig's "paths" instead, which must say
// the same. And the codemod that writes them keeps to the rule: an import that leaves its folder or
// climbs two folders takes the alias, `./x` and one `../x` within the folder stay.
import { readFileSync } from 'node:fs'
import { dirname, join, posix } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import ts from 'typescript'
import { aliasedSpecifier, readAliases, rewriteImports } from '#scripts/codemods/use-import-aliases'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const packageJson = readFileSync(join(root, 'package.json'), 'utf8')
const packageImports = (JSON.parse(packageJson) as { imports: Record<string, string> }).imports
const aliases = readAliases(packageJson)

/** The "paths" of `tsconfig` (in `folder`), each target written as package.json writes it ("./src/app/*"). */
function pathsOf(tsconfig: string, folder: string): Record<string, string> {
  const { config } = ts.readConfigFile(join(root, tsconfig), ts.sys.readFile) as {
    config: { compilerOptions: { paths: Record<string, string[]> } }
  }
  return Object.fromEntries(
    Object.entries(config.compilerOptions.paths).map(([key, [target = '']]) => [
      key,
      `./${posix.join(folder, target)}`,
    ]),
  )
}

describe('the import aliases', () => {
  it('are the same in package.json and in tsconfig.json', () => {
    expect(Object.keys(packageImports)).toEqual([
      '#app/*',
      '#server/*',
      '#contract/*',
      '#shared/*',
      '#tests/*',
      '#scripts/*',
    ])
    expect(pathsOf('tsconfig.json', '.')).toEqual(packageImports)
  })

  it("are package.json's in sw/tsconfig.json, but for the server's, tests' and scripts'", () => {
    const { '#server/*': _server, '#tests/*': _tests, '#scripts/*': _scripts, ...browser } = packageImports
    expect(pathsOf('sw/tsconfig.json', 'sw')).toEqual(browser)
  })

  it('replace imports that leave their folder or climb two folders, and only those', () => {
    const cases: [file: string, specifier: string, expected: string][] = [
      ['src/app/offline/sync-queue.ts', './sync-queue-items', './sync-queue-items'],
      ['src/app/offline/sync-queue.ts', '../ui/text-link', '../ui/text-link'],
      ['src/app/takes/player/take-player.tsx', '../../ui/text-link', '#app/ui/text-link'],
      ['src/app/offline/sync-queue.ts', '../../shared/new-id', '#shared/new-id'],
      ['src/app/main.tsx', '../shared/new-id', '#shared/new-id'],
      ['src/contract/drafts.ts', '../shared/new-id', '#shared/new-id'],
      ['tests/api/takes.test.ts', '../../src/server/http/route', '#server/http/route'],
      ['tests/api/takes.test.ts', './support/inject', './support/inject'],
      ['tests/unit/takes/recorder.test.ts', '../../support/audio-fixtures', '#tests/support/audio-fixtures'],
      ['scripts/capture-guide-pictures.ts', '../tests/support/chromium', '#tests/support/chromium'],
      ['sw/background-sync.ts', '../src/app/pwa/sync-messages', '#app/pwa/sync-messages'],
      ['src/app/takes/take-list.tsx', 'react', 'react'],
    ]
    for (const [file, specifier, expected] of cases)
      expect(aliasedSpecifier(file, specifier, aliases), file).toBe(expected)
  })

  it('are written into imports, exports, import(), import types and vi.mock(), not into other strings', () => {
    const text = [
      "import { a } from '../../ui/a'",
      "import type { B } from '../../ui/b'",
      "export { c } from '../../ui/c'",
      "const d = await import('../../ui/d')",
      "type E = import('../../ui/e').E",
      "vi.mock('../../ui/f')",
      "const path = '../../ui/g'",
    ].join('\n')
    const { text: rewritten, changes } = rewriteImports('src/app/takes/player/x.tsx', text, aliases)
    expect(changes).toBe(6)
    expect(rewritten).toContain("from '#app/ui/a'")
    expect(rewritten).toContain("vi.mock('#app/ui/f')")
    expect(rewritten).toContain("const path = '../../ui/g'")
  })
})
