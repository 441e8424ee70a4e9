// Checks the member's script against the contract before it is sent, and says where each problem
// is: a key per field (to show the message beside it) and a readable list for the summary.
import { z } from 'zod/mini'
import { scriptContent, type ScriptContent } from '#contract/scripts'
import type { EditorContent } from './editor-content'

// zod/mini carries no words of its own ("Invalid input"): the editor says what zod says in English
// (e.g. for a line too long in a script made from a draft), as the server's answers do.
z.config(z.locales.en())

/** 'title', 'description', `role:<id>:name`, `line:<id>:text`, or 'form' for the rest. */
export type FieldErrors = Record<string, string>

export type Validation = { ok: true; data: ScriptContent } | { ok: false; errors: FieldErrors; messages: string[] }

export function validateContent(content: EditorContent): Validation {
  const result = scriptContent.safeParse(content)
  if (result.success) return { ok: true, data: result.data }
  const errors: FieldErrors = {}
  const messages: string[] = []
  for (const issue of result.error.issues) {
    const [list, index, field] = issue.path
    let key = 'form'
    let where = ''
    if (list === 'roles' && typeof index === 'number' && field) {
      key = `role:${content.roles[index]?.id}:${String(field)}`
      where = `Role ${index + 1}: `
    } else if (list === 'lines' && typeof index === 'number' && field) {
      key = `line:${content.lines[index]?.id}:${String(field)}`
      where = `Line ${index + 1}: `
    } else if ((list === 'title' || list === 'description') && index === undefined) {
      key = list
    }
    errors[key] ??= issue.message
    messages.push(`${where}${issue.message}`)
  }
  return { ok: false, errors, messages }
}
