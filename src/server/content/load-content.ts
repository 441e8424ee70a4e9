// Start-up loading of the texts we ship: templates into memory, library scripts into the
// database. A broken file is logged and skipped; it never stops the server.
import path from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../db/database'
import { loadLibrary } from '../script-library/load-library'
import { buildTemplateCatalog, type TemplateCatalog } from '../templates/catalog'
import { readContentFiles } from './content-files'

export async function loadContent(
  db: Database,
  contentDir: string,
  log: FastifyBaseLogger,
  now: Date,
): Promise<{ templates: TemplateCatalog }> {
  const templates = buildTemplateCatalog(await readContentFiles(path.join(contentDir, 'templates'), log), log)
  await loadLibrary(db, await readContentFiles(path.join(contentDir, 'library'), log), log, now)
  return { templates }
}
