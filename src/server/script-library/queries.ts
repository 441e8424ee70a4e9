// The script library's previews: filters on the numbers stored with each script, search in the
// title, description and role names (every word must be found somewhere), title order.
import { and, asc, eq, exists, gt, gte, ilike, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm'
import { libraryLengths, type LibraryLength, type LibraryPreview } from '#contract/script-library'
import type { Page } from '#contract/pagination'
import type { Database } from '../db/database'
import { scriptLines, scriptRoles, scripts } from '../db/schema'
import { keyset, toPage } from '../http/page-cursor'

export const previewLineCount = 4

export interface LibraryQuery {
  q?: string | undefined
  roles?: number | undefined
  length?: LibraryLength | undefined
  free?: boolean | undefined
  limit: number
  cursor?: string | undefined
}

/** short < 120 s ≤ medium ≤ 300 s < long. */
function lengthCondition(length: LibraryLength): SQL | undefined {
  const seconds = scripts.estimatedSeconds
  if (length === 'short') return lt(seconds, libraryLengths.short.maxSeconds)
  if (length === 'medium')
    return and(gte(seconds, libraryLengths.short.maxSeconds), lte(seconds, libraryLengths.medium.maxSeconds))
  return gt(seconds, libraryLengths.medium.maxSeconds)
}

function searchCondition(db: Database, q: string): SQL | undefined {
  const words = q.split(/\s+/).filter(Boolean)
  return and(
    ...words.map((word) => {
      const pattern = `%${word.replace(/[\\%_]/g, '\\$&')}%`
      const inRoleNames = db
        .select({ one: sql`1` })
        .from(scriptRoles)
        .where(and(eq(scriptRoles.scriptId, scripts.id), ilike(scriptRoles.name, pattern)))
      return or(ilike(scripts.title, pattern), ilike(scripts.description, pattern), exists(inRoleNames))
    }),
  )
}

const byTitle = keyset(scripts.title, scripts.id, 'asc')

export async function listLibrary(db: Database, query: LibraryQuery): Promise<Page<LibraryPreview>> {
  const after = byTitle.after(query.cursor)
  const rows = await db
    .select({
      id: scripts.id,
      title: scripts.title,
      description: scripts.description,
      free: scripts.free,
      lineCount: scripts.lineCount,
      estimatedSeconds: scripts.estimatedSeconds,
    })
    .from(scripts)
    .where(
      and(
        eq(scripts.inLibrary, true),
        query.free === undefined ? undefined : eq(scripts.free, query.free),
        query.roles === undefined ? undefined : eq(scripts.roleCount, query.roles),
        query.length ? lengthCondition(query.length) : undefined,
        query.q ? searchCondition(db, query.q) : undefined,
        after,
      ),
    )
    .orderBy(...byTitle.orderBy)
    .limit(query.limit + 1)
  const page = toPage(
    rows,
    query.limit,
    (row) => row,
    (row) => [row.title, row.id],
  )
  const previews = await loadPreviews(
    db,
    page.items.map((item) => item.id),
  )
  return {
    items: page.items.map((item) => ({ ...item, ...(previews.get(item.id) ?? { roles: [], preview: [] }) })),
    nextCursor: page.nextCursor,
  }
}

/** Roles and the first lines of each script, by script id, in two queries for the whole page. */
async function loadPreviews(db: Database, ids: string[]) {
  const previews = new Map<string, Pick<LibraryPreview, 'roles' | 'preview'>>()
  if (ids.length === 0) return previews
  const roles = await db
    .select({
      scriptId: scriptRoles.scriptId,
      id: scriptRoles.id,
      name: scriptRoles.name,
      description: scriptRoles.description,
    })
    .from(scriptRoles)
    .where(inArray(scriptRoles.scriptId, ids))
    .orderBy(asc(scriptRoles.scriptId), asc(scriptRoles.position))
  const lines = await db
    .select({
      scriptId: scriptLines.scriptId,
      roleId: scriptLines.roleId,
      kind: scriptLines.kind,
      text: scriptLines.text,
    })
    .from(scriptLines)
    .where(and(inArray(scriptLines.scriptId, ids), lt(scriptLines.position, previewLineCount)))
    .orderBy(asc(scriptLines.scriptId), asc(scriptLines.position))
  const roleNames = new Map<string, string>()
  for (const id of ids) previews.set(id, { roles: [], preview: [] })
  for (const role of roles) {
    previews.get(role.scriptId)?.roles.push({ name: role.name, description: role.description })
    roleNames.set(`${role.scriptId}/${role.id}`, role.name)
  }
  for (const line of lines) {
    const role = line.roleId === null ? null : (roleNames.get(`${line.scriptId}/${line.roleId}`) ?? null)
    previews.get(line.scriptId)?.preview.push({ role, kind: line.kind, text: line.text })
  }
  return previews
}
