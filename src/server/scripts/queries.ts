import { asc, eq } from 'drizzle-orm'
import type { ScriptLine, ScriptRole } from '#contract/scripts'
import type { Database } from '../db/database'
import { scriptLines, scriptRoles, scripts, users } from '../db/schema'

export type ScriptRow = typeof scripts.$inferSelect

export interface ScriptOwnerRow {
  id: string
  name: string | null
  handle: string | null
  nameVisibility: 'public' | 'protected'
}

export interface ScriptWithOwner {
  script: ScriptRow
  owner: ScriptOwnerRow | null
}

export const ownerColumns = {
  id: users.id,
  name: users.name,
  handle: users.handle,
  nameVisibility: users.nameVisibility,
}

export async function findScript(db: Database, id: string): Promise<ScriptWithOwner | undefined> {
  const [row] = await db
    .select({ script: scripts, owner: ownerColumns })
    .from(scripts)
    .leftJoin(users, eq(users.id, scripts.ownerId))
    .where(eq(scripts.id, id))
  return row
}

export async function loadRolesAndLines(
  db: Database,
  scriptId: string,
): Promise<{ roles: ScriptRole[]; lines: ScriptLine[] }> {
  const roles = await db
    .select({ id: scriptRoles.id, name: scriptRoles.name, description: scriptRoles.description })
    .from(scriptRoles)
    .where(eq(scriptRoles.scriptId, scriptId))
    .orderBy(asc(scriptRoles.position))
  const lines = await db
    .select({ id: scriptLines.id, roleId: scriptLines.roleId, kind: scriptLines.kind, text: scriptLines.text })
    .from(scriptLines)
    .where(eq(scriptLines.scriptId, scriptId))
    .orderBy(asc(scriptLines.position))
  return { roles, lines }
}
