// Scripts with their roles and lines as rows (decision 020), members' and the library's alike.
import { boolean, foreignKey, index, integer, pgEnum, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { createdAt, updatedAt } from '../db/columns'
import { drafts } from '../drafts/schema'
import { users } from '../users/schema'

export const scriptVisibility = pgEnum('script_visibility', ['private', 'friends', 'public'])
export const lineKind = pgEnum('line_kind', ['dialogue', 'action', 'direction'])

export const scripts = pgTable(
  'scripts',
  {
    id: text('id').primaryKey(),
    /** null for scripts of the script library (loaded from content/library). */
    ownerId: text('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    visibility: scriptVisibility('visibility').notNull().default('private'),
    inLibrary: boolean('in_library').notNull().default(false),
    free: boolean('free').notNull().default(false),
    sourceDraftId: text('source_draft_id').references(() => drafts.id, { onDelete: 'set null' }),
    /** Templates live in content/templates, not in a table. */
    templateId: text('template_id'),
    version: integer('version').notNull().default(1),
    /** Summary numbers kept on write (lists and library filters read them). */
    roleCount: integer('role_count').notNull().default(0),
    lineCount: integer('line_count').notNull().default(0),
    estimatedSeconds: integer('estimated_seconds').notNull().default(0),
    /** Library scripts: hash of the content file, so an unchanged file is not rewritten at start-up. */
    sourceHash: text('source_hash'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('scripts_owner_updated_idx').on(t.ownerId, t.updatedAt, t.id),
    index('scripts_library_title_idx').on(t.inLibrary, t.title, t.id),
  ],
)

/** Ids come from the app and are unique within their script; `position` orders them. */
export const scriptRoles = pgTable(
  'script_roles',
  {
    scriptId: text('script_id')
      .notNull()
      .references(() => scripts.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.scriptId, t.id] })],
)

export const scriptLines = pgTable(
  'script_lines',
  {
    scriptId: text('script_id')
      .notNull()
      .references(() => scripts.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    position: integer('position').notNull(),
    /** A role of the same script; null for action (and directions that belong to no role). */
    roleId: text('role_id'),
    kind: lineKind('kind').notNull(),
    text: text('text').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.scriptId, t.id] }),
    index('script_lines_order_idx').on(t.scriptId, t.position),
    foreignKey({
      name: 'script_lines_role_fk',
      columns: [t.scriptId, t.roleId],
      foreignColumns: [scriptRoles.scriptId, scriptRoles.id],
    }),
  ],
)
