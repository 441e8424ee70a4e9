// The script as the member edits it: plain data, changed only by the pure functions below, so the
// editor's rules (what removing a role does to its lines, who speaks next) are testable without React.
// New ids are made by the caller: React may run a state updater twice.
import type { LineKind, Script, ScriptContent, ScriptLine, ScriptRole } from '#contract/scripts'

export type EditorContent = ScriptContent

export function emptyContent(): EditorContent {
  return { title: '', description: '', visibility: 'private', roles: [], lines: [] }
}

export function contentOf(script: Pick<Script, keyof ScriptContent>): EditorContent {
  const { title, description, visibility, roles, lines } = script
  return { title, description, visibility, roles, lines }
}

/** Field by field, whatever order the keys came in (the server's JSON or the editor's state). */
function canonical(content: EditorContent): string {
  return JSON.stringify([
    content.title,
    content.description,
    content.visibility,
    content.roles.map((role) => [role.id, role.name, role.description]),
    content.lines.map((line) => [line.id, line.roleId, line.kind, line.text]),
  ])
}

export function sameContent(a: EditorContent, b: EditorContent): boolean {
  return canonical(a) === canonical(b)
}

function move<T>(items: T[], index: number, delta: number): T[] {
  const to = index + delta
  if (index < 0 || to < 0 || to >= items.length) return items
  const next = [...items]
  const [item] = next.splice(index, 1)
  next.splice(to, 0, item as T)
  return next
}

export function addRole(content: EditorContent, id: string): EditorContent {
  return { ...content, roles: [...content.roles, { id, name: '', description: '' }] }
}

export function updateRole(content: EditorContent, id: string, patch: Partial<Omit<ScriptRole, 'id'>>): EditorContent {
  return { ...content, roles: content.roles.map((role) => (role.id === id ? { ...role, ...patch } : role)) }
}

export function moveRole(content: EditorContent, id: string, delta: number): EditorContent {
  const roles = move(
    content.roles,
    content.roles.findIndex((role) => role.id === id),
    delta,
  )
  return roles === content.roles ? content : { ...content, roles }
}

export function linesOfRole(content: EditorContent, roleId: string): number {
  return content.lines.filter((line) => line.roleId === roleId).length
}

/** Removes a role; its lines go to `heirId` (another role) or, with null, become action and plain directions. */
export function removeRole(content: EditorContent, id: string, heirId: string | null): EditorContent {
  const lines = content.lines.map((line): ScriptLine => {
    if (line.roleId !== id) return line
    if (heirId) return { ...line, roleId: heirId }
    return { ...line, roleId: null, kind: line.kind === 'dialogue' ? 'action' : line.kind }
  })
  return { ...content, roles: content.roles.filter((role) => role.id !== id), lines }
}

export interface Speaker {
  kind: LineKind
  roleId: string | null
}

/** Inserts an empty line after `afterId` (at the end when null or unknown). */
export function addLine(
  content: EditorContent,
  id: string,
  speaker: Speaker,
  afterId: string | null = null,
): EditorContent {
  const line: ScriptLine = { id, roleId: speaker.roleId, kind: speaker.kind, text: '' }
  const at = afterId === null ? -1 : content.lines.findIndex((existing) => existing.id === afterId)
  const lines = [...content.lines]
  lines.splice(at < 0 ? lines.length : at + 1, 0, line)
  return { ...content, lines }
}

export function updateLine(content: EditorContent, id: string, patch: Partial<Omit<ScriptLine, 'id'>>): EditorContent {
  return { ...content, lines: content.lines.map((line) => (line.id === id ? { ...line, ...patch } : line)) }
}

export function moveLine(content: EditorContent, id: string, delta: number): EditorContent {
  const lines = move(
    content.lines,
    content.lines.findIndex((line) => line.id === id),
    delta,
  )
  return lines === content.lines ? content : { ...content, lines }
}

export function removeLine(content: EditorContent, id: string): EditorContent {
  return { ...content, lines: content.lines.filter((line) => line.id !== id) }
}

/** Who speaks after the line at `index`: the dialogue goes back and forth between the last two
 *  speakers; with one speaker so far, the next role in the list; with none, the first role. */
export function nextSpeaker(content: EditorContent, index: number): Speaker {
  const known = new Set(content.roles.map((role) => role.id))
  const recent: string[] = []
  for (let at = Math.min(index, content.lines.length - 1); at >= 0 && recent.length < 2; at -= 1) {
    const line = content.lines[at]
    if (line?.kind !== 'dialogue' || !line.roleId || !known.has(line.roleId)) continue
    if (!recent.includes(line.roleId)) recent.push(line.roleId)
  }
  const [last, before] = recent
  if (before) return { kind: 'dialogue', roleId: before }
  const roles = content.roles
  if (last) {
    const other = roles[(roles.findIndex((role) => role.id === last) + 1) % roles.length]
    return { kind: 'dialogue', roleId: other?.id ?? last }
  }
  const first = roles[0]
  return first ? { kind: 'dialogue', roleId: first.id } : { kind: 'action', roleId: null }
}
