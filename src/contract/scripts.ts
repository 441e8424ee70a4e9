import { z } from 'zod'
import { endpoint } from './endpoint'
import { clientId, idParams } from './ids'
import { page, pageQuery } from './pagination'

export const scriptLimits = {
  titleMax: 200,
  descriptionMax: 2000,
  roleNameMax: 80,
  roleDescriptionMax: 500,
  lineTextMax: 5000,
  rolesMax: 50,
  linesMax: 3000,
} as const

/** private: the owner; friends: the owner's friends too; public: everyone. */
export const scriptVisibility = z.enum(['private', 'friends', 'public'])
export type ScriptVisibility = z.infer<typeof scriptVisibility>

/** dialogue is spoken by a role; direction is a parenthetical (of a role, or none); action is scene text. */
export const lineKind = z.enum(['dialogue', 'action', 'direction'])
export type LineKind = z.infer<typeof lineKind>

export const scriptRoleSchema = z.object({
  id: clientId,
  name: z.string().trim().min(1, 'Every role needs a name.').max(scriptLimits.roleNameMax),
  description: z.string().trim().max(scriptLimits.roleDescriptionMax).default(''),
})
export type ScriptRole = z.infer<typeof scriptRoleSchema>

export const scriptLineSchema = z.object({
  id: clientId,
  /** The speaking role; required for dialogue, null for action. */
  roleId: clientId.nullable(),
  kind: lineKind,
  text: z.string().trim().min(1, 'A line cannot be empty.').max(scriptLimits.lineTextMax),
})
export type ScriptLine = z.infer<typeof scriptLineSchema>

/** What the member edits. Roles and lines are ordered as given. */
export const scriptContent = z.object({
  title: z.string().trim().min(1, 'Please give the script a title.').max(scriptLimits.titleMax),
  description: z.string().trim().max(scriptLimits.descriptionMax).default(''),
  visibility: scriptVisibility.default('private'),
  roles: z.array(scriptRoleSchema).max(scriptLimits.rolesMax, `A script can have at most ${scriptLimits.rolesMax} roles.`),
  lines: z.array(scriptLineSchema).max(scriptLimits.linesMax, `A script can have at most ${scriptLimits.linesMax} lines.`),
})
export type ScriptContent = z.infer<typeof scriptContent>

export const scriptOwnerSchema = z.object({ id: z.string(), name: z.string().nullable(), handle: z.string().nullable() })

export const scriptSchema = scriptContent.extend({
  id: z.string(),
  /** null for scripts of the script library. */
  owner: scriptOwnerSchema.nullable(),
  inLibrary: z.boolean(),
  free: z.boolean(),
  sourceDraftId: z.string().nullable(),
  templateId: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Whether the asking member may change it (the owner). */
  canEdit: z.boolean(),
})
export type Script = z.infer<typeof scriptSchema>

export const scriptSummarySchema = scriptSchema
  .pick({ id: true, title: true, description: true, visibility: true, owner: true, updatedAt: true })
  .extend({
    roleCount: z.number().int(),
    lineCount: z.number().int(),
    estimatedSeconds: z.number().int(),
    mine: z.boolean(),
  })
export type ScriptSummary = z.infer<typeof scriptSummarySchema>

export const newScriptBody = scriptContent.extend({
  id: clientId,
  sourceDraftId: z.string().max(64).nullable().default(null),
  templateId: z.string().max(64).nullable().default(null),
})
export const saveScriptBody = scriptContent.extend({ baseVersion: z.number().int().min(1) })

export const scriptConflict = z.object({ message: z.string(), current: scriptSchema })
export type ScriptConflict = z.infer<typeof scriptConflict>

export const scriptsApi = {
  /** mine: the member's scripts; shared: scripts friends share with the member. Newest change first. */
  list: endpoint({
    method: 'GET',
    path: '/api/scripts',
    query: pageQuery.extend({ scope: z.enum(['mine', 'shared']).default('mine') }),
    response: page(scriptSummarySchema),
  }),
  /** Idempotent by `id`. */
  create: endpoint({ method: 'POST', path: '/api/scripts', body: newScriptBody, response: scriptSchema }),
  /** Open to visitors for public scripts; the library's free scripts need read_free_script. */
  get: endpoint({ method: 'GET', path: '/api/scripts/:id', params: idParams, response: scriptSchema }),
  save: endpoint({
    method: 'PUT',
    path: '/api/scripts/:id',
    params: idParams,
    body: saveScriptBody,
    response: scriptSchema,
    errors: { 409: scriptConflict },
  }),
  remove: endpoint({ method: 'DELETE', path: '/api/scripts/:id', params: idParams }),
}
