import { z } from 'zod/mini'

/** Lists that can grow are read a page at a time: `cursor` is the opaque `nextCursor` of the page before. */
export const pageQuery = z.object({
  cursor: z.optional(z.string().check(z.maxLength(200))),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 20),
})

export const page = <T extends z.core.$ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.nullable(z.string()) })

export type Page<T> = { items: T[]; nextCursor: string | null }
