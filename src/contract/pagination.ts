import { z } from 'zod'

/** Lists that can grow are read a page at a time: `cursor` is the opaque `nextCursor` of the page before. */
export const pageQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
})

export const page = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() })

export type Page<T> = { items: T[]; nextCursor: string | null }
