// One formatter for the whole tree: `npm run lint` runs Prettier's check with the project's settings
// (120 columns, no semicolons, single quotes), so an unformatted file fails it.
import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

const run = promisify(execFile)

describe('the formatter', () => {
  it('is part of npm run lint', async () => {
    const scripts = (JSON.parse(await readFile('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts
    expect(scripts.lint).toContain('prettier --check .')
  })

  it('refuses an unformatted file and passes it once formatted', { timeout: 30_000 }, async () => {
    const folder = await mkdtemp(path.join('tests', '.format-check-'))
    const file = path.join(folder, 'sample.ts')
    try {
      await writeFile(file, 'export const greeting = "Hello";;\n')
      const check = run('npx', ['prettier', '--check', file])
      await expect(check).rejects.toMatchObject({ code: 1 })
      await run('npx', ['prettier', '--write', file])
      expect(await readFile(file, 'utf8')).toBe("export const greeting = 'Hello'\n")
      await expect(run('npx', ['prettier', '--check', file])).resolves.toBeTruthy()
    } finally {
      await rm(folder, { recursive: true, force: true })
    }
  })
})
