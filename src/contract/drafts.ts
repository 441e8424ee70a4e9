import { z } from 'zod/mini'
import { endpoint } from './endpoint'
import { clientId, idParams } from './ids'
import { page, pageQuery } from './pagination'

export const draftLimits = { titleMax: 200, bodyMax: 500_000 } as const

export const draftSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** Plain text; Fountain screenplay syntax and `NAME: line` are recognised when turning it into a script. */
  body: z.string(),
  /** Goes up by one on every save; a save names the version it started from. */
  version: z.int(),
  archivedAt: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Draft = z.infer<typeof draftSchema>

export const draftSummarySchema = z.extend(
  z.pick(draftSchema, { id: true, title: true, version: true, archivedAt: true, updatedAt: true }),
  {
    /** The start of the body, at most 160 characters. */
    excerpt: z.string(),
    wordCount: z.int(),
  },
)
export type DraftSummary = z.infer<typeof draftSummarySchema>

const title = z
  .string()
  .check(z.trim(), z.maxLength(draftLimits.titleMax, `The title can have at most ${draftLimits.titleMax} characters.`))
const body = z
  .string()
  .check(z.maxLength(draftLimits.bodyMax, `A draft can have at most ${draftLimits.bodyMax} characters.`))

export const newDraftBody = z.object({ id: clientId, title: z._default(title, ''), body: z._default(body, '') })
export const saveDraftBody = z.object({ title, body, baseVersion: z.int().check(z.gte(1)) })

/** 409 on save: the draft changed elsewhere since `baseVersion`; both texts are kept by the app. */
export const draftConflict = z.object({ message: z.string(), current: draftSchema })
export type DraftConflict = z.infer<typeof draftConflict>

export const draftsApi = {
  /** The member's drafts, most recently changed first. */
  list: endpoint({
    method: 'GET',
    path: '/api/drafts',
    query: z.extend(pageQuery, { archived: z._default(z.enum(['true', 'false']), 'false') }),
    response: page(draftSummarySchema),
  }),
  /** Idempotent by `id`: repeating it answers the draft as it is. */
  create: endpoint({ method: 'POST', path: '/api/drafts', body: newDraftBody, response: draftSchema }),
  get: endpoint({ method: 'GET', path: '/api/drafts/:id', params: idParams, response: draftSchema }),
  save: endpoint({
    method: 'PUT',
    path: '/api/drafts/:id',
    params: idParams,
    body: saveDraftBody,
    response: draftSchema,
    errors: { 409: draftConflict },
  }),
  archive: endpoint({ method: 'POST', path: '/api/drafts/:id/archive', params: idParams, response: draftSchema }),
  restore: endpoint({ method: 'POST', path: '/api/drafts/:id/restore', params: idParams, response: draftSchema }),
  /** Only archived drafts can be deleted for good. */
  remove: endpoint({ method: 'DELETE', path: '/api/drafts/:id', params: idParams }),
}
