// `npm run admin -- backup` copies the embedded database's files; on PostgreSQL it has none to copy
// and refuses, pointing the operator to pg_dump (pglite-only/admin-backup.test.ts backs up PGlite).
import { execFile } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, expect, it } from 'vitest'

let root: string
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'admin-backup-pg-'))
})
afterAll(() => rm(root, { recursive: true, force: true }))

it('refuses, pointing to the steps for pg_dump', async () => {
  const refused = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'src/server/admin/cli.ts', 'backup', '--to', path.join(root, 'pg-backup')],
    { env: { ...process.env, DATA_DIR: path.join(root, 'pg') } },
  ).then(
    () => ({ code: 0, stderr: '' }),
    (error: { code: number; stderr: string }) => error,
  )
  expect(refused.code).toBe(1)
  expect(refused.stderr).toContain('pg_dump')
  expect(refused.stderr).toContain('docs/operations.md')
})
