// Checks of a script's content that zod cannot make alone (they relate lines to roles), and the
// summary numbers kept with each script. Line and role numbers in messages count from 1, as the
// editor shows them.
import type { ScriptContent } from '#contract/scripts'
import { scriptStats } from '#shared/screenplay/script-stats'
import { HttpError } from '../http/errors'

/** The first problem found, in words a member can act on; null when the content is sound. */
export function contentProblem(content: Pick<ScriptContent, 'roles' | 'lines'>): string | null {
  const roleIds = new Set<string>()
  for (const [index, role] of content.roles.entries()) {
    if (roleIds.has(role.id)) return `Role ${index + 1} (${role.name}) has the same id as an earlier role.`
    roleIds.add(role.id)
  }
  const lineIds = new Set<string>()
  for (const [index, line] of content.lines.entries()) {
    const number = index + 1
    if (lineIds.has(line.id)) return `Line ${number} has the same id as an earlier line.`
    lineIds.add(line.id)
    if (line.roleId !== null && !roleIds.has(line.roleId))
      return `Line ${number} names a role that is not in this script.`
    if (line.kind === 'dialogue' && line.roleId === null) return `Line ${number} is dialogue and needs a role.`
    if (line.kind === 'action' && line.roleId !== null) return `Line ${number} is action and cannot belong to a role.`
  }
  return null
}

export function checkContent(content: Pick<ScriptContent, 'roles' | 'lines'>): void {
  const problem = contentProblem(content)
  if (problem) throw new HttpError(400, problem)
}

/** Stored with the script on every write, so lists and library filters never count lines. */
export function summaryNumbers(content: Pick<ScriptContent, 'roles' | 'lines'>) {
  const { roleCount, lineCount, estimatedSeconds } = scriptStats(content).totals
  return { roleCount, lineCount, estimatedSeconds }
}
