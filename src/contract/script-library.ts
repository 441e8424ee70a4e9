import { z } from 'zod/mini'
import { endpoint } from './endpoint'
import { page, pageQuery } from './pagination'
import { lineKind } from './scripts'

/** Length filter of the script library, by estimated speaking time. */
export const libraryLengths = {
  short: { label: 'Under 2 minutes', maxSeconds: 120 },
  medium: { label: '2 to 5 minutes', maxSeconds: 300 },
  long: { label: 'Over 5 minutes', maxSeconds: Number.POSITIVE_INFINITY },
} as const
export const libraryLength = z.enum(['short', 'medium', 'long'])
export type LibraryLength = z.infer<typeof libraryLength>

export const libraryPreviewSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  roles: z.array(z.object({ name: z.string(), description: z.string() })),
  lineCount: z.int(),
  estimatedSeconds: z.int(),
  /** Free scripts open in full for members with read_free_script (/free_scripts2). */
  free: z.boolean(),
  /** The first few lines, to get a feel for the scene. */
  preview: z.array(z.object({ role: z.nullable(z.string()), kind: lineKind, text: z.string() })),
})
export type LibraryPreview = z.infer<typeof libraryPreviewSchema>

export const libraryQuery = z.extend(pageQuery, {
  /** Words to find in the title, description or role names. */
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  /** Exactly this many roles. */
  roles: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(50))),
  length: z.optional(libraryLength),
  /** Only free scripts (the /free_scripts2 list). */
  free: z.optional(z.enum(['true', 'false'])),
})

export const scriptLibraryApi = {
  list: endpoint({ method: 'GET', path: '/api/library', query: libraryQuery, response: page(libraryPreviewSchema) }),
}
