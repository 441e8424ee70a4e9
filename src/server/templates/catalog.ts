// Templates are served from memory: the files in content/templates are parsed once at start-up
// and never change while the server runs.
import type { FastifyBaseLogger } from 'fastify'
import type { Template, TemplateSummary } from '#contract/templates'
import type { ContentFile } from '../content/content-files'
import { parseContentFile } from '../content/parse-content'

export const templateNotFoundMessage = 'This template does not exist.'

export interface TemplateCatalog {
  /** In title order. */
  list(): TemplateSummary[]
  get(id: string): Template | undefined
}

export const emptyTemplateCatalog: TemplateCatalog = { list: () => [], get: () => undefined }

export function buildTemplateCatalog(files: ContentFile[], log: FastifyBaseLogger): TemplateCatalog {
  const templates = new Map<string, { template: Template; summary: TemplateSummary }>()
  for (const file of files) {
    const parsed = parseContentFile(file)
    if ('problem' in parsed) {
      log.warn(`content: skipped template ${file.slug}: ${parsed.problem}`)
      continue
    }
    const { title, description, roles } = parsed.content
    templates.set(file.slug, {
      template: { id: file.slug, title, description, body: file.text },
      summary: {
        id: file.slug,
        title,
        description,
        roleCount: roles.length,
        estimatedSeconds: parsed.estimatedSeconds,
      },
    })
  }
  const summaries = [...templates.values()].map((entry) => entry.summary).sort((a, b) => a.title.localeCompare(b.title))
  return {
    list: () => summaries,
    get: (id) => templates.get(id)?.template,
  }
}
