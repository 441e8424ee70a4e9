import type { LineKind } from '#contract/scripts'

/** A screenplay read from text: roles by name, lines in order. Ids are given when it becomes a script. */
export interface ParsedScript {
  /** From a Fountain title page (`Title:`), if any. */
  title: string | null
  /** From a Fountain title page (`Description:` or `Notes:`), if any. */
  description: string | null
  /** Other title-page keys, lower-cased (e.g. `free`). */
  meta: Record<string, string>
  /** In order of first appearance; names as written in the cue, without extensions like (V.O.). */
  roles: Array<{ name: string; description: string }>
  /** `role` is the speaking role's name for dialogue, the role a parenthetical belongs to for a
   *  direction inside dialogue, and null for action (scene headings and transitions included). */
  lines: Array<{ role: string | null; kind: LineKind; text: string }>
}
