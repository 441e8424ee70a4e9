// Collects a script's roles and lines while a body is read. Roles are matched case-insensitively and
// keep the first spelling seen. Consecutive pieces of one speech or one action paragraph become one
// line, joined with single spaces: a line break inside a speech is layout, not a pause.
import type { ParsedScript } from './parsed-script'
import type { LineKind } from '#contract/scripts'
import { stripEmphasis } from './emphasis'

type ParsedLine = ParsedScript['lines'][number]

export const roleKey = (name: string) => name.toLowerCase()
export const collapseSpaces = (text: string) => text.replace(/\s+/g, ' ').trim()

export class ScriptBuilder {
  readonly lines: ParsedLine[] = []
  private readonly names = new Map<string, string>()
  private pending: { role: string | null; kind: LineKind; parts: string[] } | null = null

  /** Registers a role; returns its name as first spelled. */
  role(name: string): string {
    const spelled = collapseSpaces(name)
    const key = roleKey(spelled)
    const known = this.names.get(key)
    if (known !== undefined) return known
    this.names.set(key, spelled)
    return spelled
  }

  roleNames(): string[] {
    return [...this.names.values()]
  }

  /** A line of its own. */
  add(role: string | null, kind: LineKind, text: string): void {
    this.flush()
    this.push(role, kind, text)
  }

  /** A piece of the current speech or paragraph, or the start of a new one. */
  append(role: string | null, kind: LineKind, text: string): void {
    if (this.pending && (this.pending.role !== role || this.pending.kind !== kind)) this.flush()
    if (this.pending) this.pending.parts.push(text)
    else this.pending = { role, kind, parts: [text] }
  }

  flush(): void {
    if (!this.pending) return
    const { role, kind, parts } = this.pending
    this.pending = null
    this.push(role, kind, parts.join(' '))
  }

  private push(role: string | null, kind: LineKind, text: string): void {
    const clean = collapseSpaces(stripEmphasis(text))
    if (clean) this.lines.push({ role, kind, text: clean })
  }
}
