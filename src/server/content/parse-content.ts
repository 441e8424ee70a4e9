// A content file read into script content, with ids derived from the file's slug and the
// element's position: the same file always gives the same ids, across restarts and servers.
import { createHash } from 'node:crypto'
import { scriptContent, type ScriptContent } from '#contract/scripts'
import { parseScreenplay } from '#shared/screenplay/parse-screenplay'
import { toScriptContent } from '#shared/screenplay/to-script-content'
import { contentProblem, summaryNumbers } from '../scripts/content-rules'
import type { ContentFile } from './content-files'

export interface ParsedContent {
  content: ScriptContent
  /** Title-page keys other than title and description, lower-cased (e.g. `free`, `source`). */
  meta: Record<string, string>
  /** Changes whenever the file's text does. */
  hash: string
  roleCount: number
  lineCount: number
  estimatedSeconds: number
}

export function stableIds(seed: string): () => string {
  let counter = 0
  return () => createHash('sha256').update(`${seed}:${counter++}`).digest('base64url').slice(0, 22)
}

/** The file's content, or the reason it cannot be used. */
export function parseContentFile(file: ContentFile): ParsedContent | { problem: string } {
  let parsed
  try {
    parsed = parseScreenplay(file.text)
  } catch (error) {
    return { problem: `it could not be parsed (${error instanceof Error ? error.message : String(error)})` }
  }
  const content = scriptContent.safeParse(toScriptContent(parsed, stableIds(file.slug), { title: file.slug }))
  if (!content.success) return { problem: content.error.issues[0]?.message ?? 'its content is not valid' }
  if (content.data.roles.length === 0 || content.data.lines.length === 0) return { problem: 'it has no roles or no lines' }
  const problem = contentProblem(content.data)
  if (problem) return { problem }
  return {
    content: content.data,
    meta: parsed.meta,
    hash: createHash('sha256').update(file.text).digest('base64url'),
    ...summaryNumbers(content.data),
  }
}
