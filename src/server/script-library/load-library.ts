// The script library is the files in content/library, kept as scripts without an owner
// (`in_library`, public, `free` from the `Free:` title-page key) with the id `lib-<slug>`.
// Loading is idempotent: a file whose text has not changed is not written again, and several
// servers starting together write each changed file once (the upsert's condition decides).
import { and, eq, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../db/database'
import { scripts } from '../db/schema'
import type { ContentFile } from '../content/content-files'
import { parseContentFile } from '../content/parse-content'
import { replaceRolesAndLines } from '../scripts/store'

export const libraryScriptId = (slug: string) => `lib-${slug}`

export const isFree = (value: string | undefined) => /^\s*(yes|true|1)\s*$/i.test(value ?? '')

export interface LibraryLoadResult {
  written: string[]
  unchanged: string[]
  skipped: string[]
}

export async function loadLibrary(
  db: Database,
  files: ContentFile[],
  log: FastifyBaseLogger,
  now: Date,
): Promise<LibraryLoadResult> {
  const result: LibraryLoadResult = { written: [], unchanged: [], skipped: [] }
  for (const file of files) {
    const parsed = parseContentFile(file)
    if ('problem' in parsed) {
      log.warn(`content: skipped library script ${file.slug}: ${parsed.problem}`)
      result.skipped.push(file.slug)
      continue
    }
    const id = libraryScriptId(file.slug)
    const { roles, lines, title, description } = parsed.content
    const fields = {
      title,
      description,
      free: isFree(parsed.meta.free),
      roleCount: parsed.roleCount,
      lineCount: parsed.lineCount,
      estimatedSeconds: parsed.estimatedSeconds,
      sourceHash: parsed.hash,
      updatedAt: now,
    }
    const written = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(scripts)
        .values({ id, ownerId: null, inLibrary: true, visibility: 'public', createdAt: now, ...fields })
        .onConflictDoUpdate({
          target: scripts.id,
          set: { ...fields, version: sql`${scripts.version} + 1` },
          // Never take over a member's script, and leave an unchanged file alone.
          setWhere: and(eq(scripts.inLibrary, true), sql`${scripts.sourceHash} is distinct from ${parsed.hash}`),
        })
        .returning({ id: scripts.id })
      if (row) await replaceRolesAndLines(tx, id, { roles, lines })
      return row !== undefined
    })
    ;(written ? result.written : result.unchanged).push(file.slug)
  }
  if (result.written.length > 0) log.info(`content: library scripts written: ${result.written.join(', ')}`)
  return result
}
