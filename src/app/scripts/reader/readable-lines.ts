import type { ScriptContent } from '#contract/scripts'
import type { ReadableLine } from './script-text'

/** A script's lines with role names in place of role ids. */
export function readableLines(content: Pick<ScriptContent, 'roles' | 'lines'>): ReadableLine[] {
  const names = new Map(content.roles.map((role) => [role.id, role.name]))
  return content.lines.map((line) => ({
    role: line.roleId ? (names.get(line.roleId) ?? null) : null,
    kind: line.kind,
    text: line.text,
  }))
}
