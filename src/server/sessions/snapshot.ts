import type { Database } from '../db/database'
import type { SessionScriptSnapshot } from '../db/schema'
import { loadRolesAndLines, type ScriptRow } from '../scripts/queries'

/** The script as the session records it: later edits of the script never shift recorded lines. */
export async function snapshotScript(db: Database, script: ScriptRow): Promise<SessionScriptSnapshot> {
  const { roles, lines } = await loadRolesAndLines(db, script.id)
  return { id: script.id, title: script.title, roles, lines }
}

export const dialogueLineCount = (snapshot: SessionScriptSnapshot) =>
  snapshot.lines.filter((line) => line.kind === 'dialogue').length
