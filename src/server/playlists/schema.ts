// Playlists: a member's ordered episodes, private unless made public. Ids may be made on the device
// (a playlist created offline), so a repeated create is the same playlist.
import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { createdAt, updatedAt } from '../db/columns'
import { episodes } from '../episodes/schema'
import { users } from '../users/schema'

export const playlists = pgTable(
  'playlists',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    public: boolean('public').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('playlists_owner_idx').on(t.ownerId, t.updatedAt)],
)

export const playlistItems = pgTable(
  'playlist_items',
  {
    playlistId: text('playlist_id')
      .notNull()
      .references(() => playlists.id, { onDelete: 'cascade' }),
    episodeId: text('episode_id')
      .notNull()
      .references(() => episodes.id, { onDelete: 'cascade' }),
    /** 0, 1, 2, … in play order; rewritten when the list is reordered. */
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.playlistId, t.episodeId] }),
    index('playlist_items_order_idx').on(t.playlistId, t.position),
  ],
)
