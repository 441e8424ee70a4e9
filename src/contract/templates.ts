import { z } from 'zod/mini'
import { endpoint } from './endpoint'
import { idParams } from './ids'

/** Templates are scenes we wrote, in Fountain; "Use this template" parses one into a new script. */
export const templateSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  body: z.string(),
})
export type Template = z.infer<typeof templateSchema>

export const templateSummarySchema = z.extend(z.pick(templateSchema, { id: true, title: true, description: true }), {
  roleCount: z.int(),
  estimatedSeconds: z.int(),
})
export type TemplateSummary = z.infer<typeof templateSummarySchema>

export const templatesApi = {
  list: endpoint({ method: 'GET', path: '/api/templates', response: z.array(templateSummarySchema) }),
  get: endpoint({ method: 'GET', path: '/api/templates/:id', params: idParams, response: templateSchema }),
}
