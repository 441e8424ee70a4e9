// The script library's first page as a visitor's /scriptlibrary reads it from `GET /api/library`,
// taken from the same content/library files the server loads at start, through the server's own
// parser. The server orders and cuts the page in SQL; this mirrors that here (title order, a page of
// `limit`, the first `previewLineCount` lines) instead of loading a database during the build
// (PGlite's start alone took 5 s on a busy machine). tests/api/prerendered-library.test.ts fails
// when the two answers differ.
import path from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import type { Page } from '#contract/pagination'
import type { LibraryPreview } from '#contract/script-library'
import { defaultContentDir, readContentFiles } from '#server/content/content-files'
import { parseContentFile } from '#server/content/parse-content'
import { toPage } from '#server/http/page-cursor'
import { isFree, libraryScriptId } from '#server/script-library/load-library'
import { previewLineCount } from '#server/script-library/queries'

export async function libraryFirstPage(
  limit: number,
  log: Pick<FastifyBaseLogger, 'warn'>,
  contentDir = defaultContentDir,
): Promise<Page<LibraryPreview>> {
  const previews: LibraryPreview[] = []
  for (const file of await readContentFiles(path.join(contentDir, 'library'), log as FastifyBaseLogger)) {
    const parsed = parseContentFile(file)
    if ('problem' in parsed) continue
    const { title, description, roles, lines } = parsed.content
    const roleNames = new Map(roles.map((role) => [role.id, role.name]))
    previews.push({
      id: libraryScriptId(file.slug),
      title,
      description,
      free: isFree(parsed.meta.free),
      lineCount: parsed.lineCount,
      estimatedSeconds: parsed.estimatedSeconds,
      roles: roles.map((role) => ({ name: role.name, description: role.description })),
      preview: lines.slice(0, previewLineCount).map((line) => ({
        role: line.roleId === null ? null : (roleNames.get(line.roleId) ?? null),
        kind: line.kind,
        text: line.text,
      })),
    })
  }
  previews.sort((a, b) => compare(a.title, b.title) || compare(a.id, b.id))
  return toPage(
    previews.slice(0, limit + 1),
    limit,
    (preview) => preview,
    (preview) => [preview.title, preview.id],
  )
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
