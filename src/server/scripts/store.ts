// Writing a script's roles and lines: always the whole list, replaced inside the caller's
// transaction, in the order given (position = index).
import { eq } from 'drizzle-orm'
import type { ScriptContent } from '#contract/scripts'
import type { Database } from '../db/database'
import { scriptLines, scriptRoles } from '../db/schema'

/** Database or transaction: both run the same queries. */
export type Queryable = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>

// Keeps each insert well below PostgreSQL's 65,535 bound parameters.
const rowsPerInsert = 1000

export async function replaceRolesAndLines(
  tx: Queryable,
  scriptId: string,
  content: Pick<ScriptContent, 'roles' | 'lines'>,
): Promise<void> {
  await tx.delete(scriptLines).where(eq(scriptLines.scriptId, scriptId))
  await tx.delete(scriptRoles).where(eq(scriptRoles.scriptId, scriptId))
  if (content.roles.length > 0) {
    await tx.insert(scriptRoles).values(content.roles.map((role, position) => ({ scriptId, position, ...role })))
  }
  for (let start = 0; start < content.lines.length; start += rowsPerInsert) {
    const chunk = content.lines.slice(start, start + rowsPerInsert)
    await tx.insert(scriptLines).values(chunk.map((line, index) => ({ scriptId, position: start + index, ...line })))
  }
}
