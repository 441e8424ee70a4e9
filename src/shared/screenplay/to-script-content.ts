// Turns a parsed draft into the content of a new script, within the contract's limits: long texts
// are cut at a word, a speech longer than a line may hold becomes several lines, and what a script
// cannot hold (roles past rolesMax, lines past linesMax) is reported by `scriptOverflow`.
import type { ParsedScript } from './parsed-script'
import type { ScriptContent, ScriptLine, ScriptVisibility } from '#contract/scripts'
import { scriptLimits } from '#contract/scripts'
import { roleKey } from './script-builder'

export interface ScriptDefaults {
  /** Used when the draft has no title page title. */
  title?: string
  description?: string
  visibility?: ScriptVisibility
}

export const untitledScript = 'Untitled script'

/** `text` cut into pieces of at most `max` characters, at the last space where there is one. */
export function splitText(text: string, max: number): string[] {
  const pieces: string[] = []
  let rest = text.trim()
  while (rest.length > max) {
    let cut = rest.lastIndexOf(' ', max)
    if (cut <= 0) cut = /[\uD800-\uDBFF]/.test(rest[max - 1] as string) ? max - 1 : max
    pieces.push(rest.slice(0, cut).trim())
    rest = rest.slice(cut).trim()
  }
  if (rest) pieces.push(rest)
  return pieces
}

const clip = (text: string, max: number) => splitText(text, max)[0] ?? ''

export function toScriptContent(
  parsed: ParsedScript,
  newId: () => string,
  defaults: ScriptDefaults = {},
): ScriptContent {
  const roles = parsed.roles.slice(0, scriptLimits.rolesMax).map((role) => ({
    id: newId(),
    name: clip(role.name, scriptLimits.roleNameMax),
    description: clip(role.description, scriptLimits.roleDescriptionMax),
  }))
  const roleIds = new Map(
    parsed.roles.slice(0, scriptLimits.rolesMax).map((role, index) => [roleKey(role.name), roles[index]?.id ?? null]),
  )

  const lines: ScriptLine[] = []
  for (const line of parsed.lines) {
    const roleId = line.role === null ? null : (roleIds.get(roleKey(line.role)) ?? null)
    // A role the script has no room for keeps its words, as action that names it.
    const orphan = line.role !== null && roleId === null && line.kind === 'dialogue'
    const text = orphan ? `${line.role}: ${line.text}` : line.text
    for (const piece of splitText(text, scriptLimits.lineTextMax)) {
      if (lines.length === scriptLimits.linesMax) break
      lines.push({ id: newId(), roleId, kind: orphan ? 'action' : line.kind, text: piece })
    }
  }

  return {
    title: clip(parsed.title ?? defaults.title ?? '', scriptLimits.titleMax) || untitledScript,
    description: clip(parsed.description ?? defaults.description ?? '', scriptLimits.descriptionMax),
    visibility: defaults.visibility ?? 'private',
    roles,
    lines,
  }
}

/** What `toScriptContent` had to leave out, in words for the member; null when everything fits. */
export function scriptOverflow(parsed: ParsedScript): string | null {
  const lineCount = parsed.lines.reduce((sum, line) => sum + Math.ceil(line.text.length / scriptLimits.lineTextMax), 0)
  const problems: string[] = []
  if (parsed.roles.length > scriptLimits.rolesMax)
    problems.push(
      `${parsed.roles.length} roles (a script keeps the first ${scriptLimits.rolesMax}; the others' lines become action)`,
    )
  if (lineCount > scriptLimits.linesMax)
    problems.push(`about ${lineCount} lines (a script keeps the first ${scriptLimits.linesMax})`)
  return problems.length ? `This draft has ${problems.join(' and ')}.` : null
}
