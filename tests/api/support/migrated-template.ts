// A migrated, empty PGlite database as an uncompressed dump, made once per set of migrations and
// kept in the system's temporary folder: a test database loads it in about 0.7 s, where starting
// an empty PGlite (its initdb) and migrating it takes about 2.7 s.
import { createHash } from 'node:crypto'
import { readdir, readFile, rename, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'

const migrationsFolder = path.resolve('drizzle')

/** Names the migrations and the PGlite release: another set of either makes another template. */
async function templateName(): Promise<string> {
  const hash = createHash('sha256')
  const files = (await readdir(migrationsFolder, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort()
  for (const file of files) hash.update(file).update(await readFile(file))
  const pgliteRelease = JSON.parse(
    await readFile(path.resolve('node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  ).version as string
  hash.update(pgliteRelease)
  return `voice-acting-pglite-template-${hash.digest('hex').slice(0, 16)}.tar`
}

async function makeTemplate(file: string): Promise<Blob> {
  const client = new PGlite()
  try {
    await migrate(drizzle({ client }), { migrationsFolder })
    const dump = await client.dumpDataDir('none')
    // Written aside and renamed: a test file in another worker never reads half a template.
    const partial = `${file}.${process.pid}.partial`
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()))
    await rename(partial, file)
    return dump
  } finally {
    await client.close()
  }
}

async function loadOrMakeTemplate(): Promise<Blob> {
  const file = path.join(tmpdir(), await templateName())
  try {
    return new Blob([await readFile(file)])
  } catch {
    return makeTemplate(file)
  }
}

/** The API files share their worker's modules (vitest.config.ts): one read of the template a worker. */
let template: Promise<Blob> | undefined

export function migratedTemplate(): Promise<Blob> {
  template ??= loadOrMakeTemplate()
  return template
}
