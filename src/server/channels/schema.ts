// Podcast channels (SPEC §1 podcast variant, DESIGN.md "channel / episode"): a member's channel, or
// a class's channel that students publish to once their teacher approves. Followers see new
// episodes on My Podcasts and are notified of them.
import { sql } from 'drizzle-orm'
import { boolean, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { classes } from '../classes/schema'
import { createdAt, id, updatedAt } from '../db/columns'
import { users } from '../users/schema'

export const channels = pgTable(
  'channels',
  {
    id: id(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A class's channel: its teachers manage it, its students publish to it for approval. */
    classId: text('class_id').references(() => classes.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** `itunes:author`. */
    author: text('author').notNull().default(''),
    /** BCP 47 language tag, e.g. `en` or `en-GB`. */
    language: text('language').notNull().default('en'),
    /** An Apple Podcasts category (contract/channels.ts lists them). */
    category: text('category').notNull(),
    explicit: boolean('explicit').notNull().default(false),
    /** `itunes:owner` e-mail; empty: the feed names the owner without one (a member's e-mail is never published by itself). */
    ownerEmail: text('owner_email').notNull().default(''),
    /** `podcast:locked`: other platforms may not import the feed. */
    locked: boolean('locked').notNull().default(true),
    /** The stored artwork (square JPEG at 3000, 1400 and 300 px); null until one is uploaded. */
    artworkId: text('artwork_id'),
    /** `podcast:guid`, fixed at creation so the feed keeps its identity if the host name changes. */
    guid: uuid('guid').notNull(),
    createdAt: createdAt(),
    /** Moves with every change to the channel or its published episodes: the feed's Last-Modified. */
    updatedAt: updatedAt(),
  },
  (t) => [
    index('channels_owner_idx').on(t.ownerId, t.createdAt),
    uniqueIndex('channels_class_unique')
      .on(t.classId)
      .where(sql`${t.classId} is not null`),
  ],
)

export const channelFollows = pgTable(
  'channel_follows',
  {
    channelId: text('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.channelId] }), index('channel_follows_channel_idx').on(t.channelId)],
)
