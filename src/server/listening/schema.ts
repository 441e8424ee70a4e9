// What a member listened to: favourites, and per episode where they stopped (the history). A
// position carries the device's time of listening, so a position sent late (offline) never
// overwrites a newer one from another device.
import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt } from '../db/columns'
import { episodes } from '../episodes/schema'
import { users } from '../users/schema'

export const favourites = pgTable(
  'favourites',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    episodeId: text('episode_id')
      .notNull()
      .references(() => episodes.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.episodeId] }),
    index('favourites_user_created_idx').on(t.userId, t.createdAt),
  ],
)

export const listens = pgTable(
  'listens',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    episodeId: text('episode_id')
      .notNull()
      .references(() => episodes.id, { onDelete: 'cascade' }),
    positionMs: integer('position_ms').notNull(),
    /** Played to the end (the position is kept too). */
    finished: boolean('finished').notNull().default(false),
    /** The device's clock when the member was at this position. */
    listenedAt: timestamp('listened_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.episodeId] }),
    index('listens_user_listened_idx').on(t.userId, t.listenedAt.desc(), t.episodeId),
  ],
)
