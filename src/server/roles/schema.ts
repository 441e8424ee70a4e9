import { sql } from 'drizzle-orm'
import { pgTable, text } from 'drizzle-orm/pg-core'
import { createdAt, id } from '../db/columns'

/** A role is a named set of privileges; users with the same set share one row. */
export const roles = pgTable('roles', {
  id: id(),
  name: text('name').notNull().unique(),
  privileges: text('privileges')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  createdAt: createdAt(),
})
