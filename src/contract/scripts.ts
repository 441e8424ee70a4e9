import { z } from 'zod/mini'
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
  name: z.string().check(z.trim(), z.minLength(1, 'Every role needs a name.'), z.maxLength(scriptLimits.roleNameMax)),
  description: z._default(z.string().check(z.trim(), z.maxLength(scriptLimits.roleDescriptionMax)), ''),
})
export type ScriptRole = z.infer<typeof scriptRoleSchema>

export const scriptLineSchema = z.object({
  id: clientId,
  /** The speaking role; required for dialogue, null for action. */
  roleId: z.nullable(clientId),
  kind: lineKind,
  text: z.string().check(z.trim(), z.minLength(1, 'A line cannot be empty.'), z.maxLength(scriptLimits.lineTextMax)),
})
export type ScriptLine = z.infer<typeof scriptLineSchema>

/** What the member edits. Roles and lines are ordered as given. */
export const scriptContent = z.object({
  title: z
    .string()
    .check(z.trim(), z.minLength(1, 'Please give the script a title.'), z.maxLength(scriptLimits.titleMax)),
  description: z._default(z.string().check(z.trim(), z.maxLength(scriptLimits.descriptionMax)), ''),
  visibility: z._default(scriptVisibility, 'private'),
  roles: z
    .array(scriptRoleSchema)
    .check(z.maxLength(scriptLimits.rolesMax, `A script can have at most ${scriptLimits.rolesMax} roles.`)),
  lines: z
    .array(scriptLineSchema)
    .check(z.maxLength(scriptLimits.linesMax, `A script can have at most ${scriptLimits.linesMax} lines.`)),
})
export type ScriptContent = z.infer<typeof scriptContent>

export const scriptOwnerSchema = z.object({
  id: z.string(),
  name: z.nullable(z.string()),
  handle: z.nullable(z.string()),
})

export const scriptSchema = z.extend(scriptContent, {
  id: z.string(),
  /** null for scripts of the script library. */
  owner: z.nullable(scriptOwnerSchema),
  inLibrary: z.boolean(),
  free: z.boolean(),
  sourceDraftId: z.nullable(z.string()),
  templateId: z.nullable(z.string()),
  version: z.int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Whether the asking member may change it (the owner). */
  canEdit: z.boolean(),
})
export type Script = z.infer<typeof scriptSchema>

export const scriptSummarySchema = z.extend(
  z.pick(scriptSchema, { id: true, title: true, description: true, visibility: true, owner: true, updatedAt: true }),
  {
    roleCount: z.int(),
    lineCount: z.int(),
    estimatedSeconds: z.int(),
    mine: z.boolean(),
  },
)
export type ScriptSummary = z.infer<typeof scriptSummarySchema>

export const newScriptBody = z.extend(scriptContent, {
  id: clientId,
  sourceDraftId: z._default(z.nullable(z.string().check(z.maxLength(64))), null),
  templateId: z._default(z.nullable(z.string().check(z.maxLength(64))), null),
})
export const saveScriptBody = z.extend(scriptContent, { baseVersion: z.int().check(z.gte(1)) })

export const scriptConflict = z.object({ message: z.string(), current: scriptSchema })
export type ScriptConflict = z.infer<typeof scriptConflict>

export const scriptsApi = {
  /** mine: the member's scripts; shared: scripts friends share with the member. Newest change first. */
  list: endpoint({
    method: 'GET',
    path: '/api/scripts',
    query: z.extend(pageQuery, { scope: z._default(z.enum(['mine', 'shared']), 'mine') }),
    response: page(scriptSummarySchema),
  }),
  /** One member's scripts that the caller may read: all of their own, a friend's shared with
   *  friends or everyone, anyone else's public ones (visitors too). Newest change first; 404 for an
   *  unknown member. */
  ofMember: endpoint({
    method: 'GET',
    path: '/api/users/:id/scripts',
    params: idParams,
    query: pageQuery,
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
