// Episodes of a channel and the audio files they play. Audio is uploaded first (POST
// /api/episode-audio, checked by its bytes and measured), then an episode names it. An episode is
// public once `published_at` has passed and no teacher's approval is awaited.
import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { channels } from '../channels/schema'
import { createdAt, id, updatedAt } from '../db/columns'
import { sessions } from '../sessions/schema'
import { users } from '../users/schema'
import type { EpisodeChapter, TranscriptCue } from '#contract/episodes'

/** Uploaded episode audio (MP3 or AAC in MP4): `DATA_DIR/blobs/episodes/<id>`; never changes. */
export const episodeAudio = pgTable(
  'episode_audio',
  {
    id: id(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    durationMs: integer('duration_ms').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('episode_audio_owner_idx').on(t.ownerId, t.createdAt)],
)

export const episodes = pgTable(
  'episodes',
  {
    id: id(),
    /** The address of its page, /podcast-ep/{linkId}: unguessable, so an unpublished episode's page cannot be found. */
    linkId: text('link_id').notNull().unique(),
    channelId: text('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    /** Who published it: the channel's owner, a teacher, or a student of the channel's class. */
    authorId: text('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    audioId: text('audio_id')
      .notNull()
      .unique()
      .references(() => episodeAudio.id, { onDelete: 'restrict' }),
    /** The session it was made from, if any (its script gives the transcript and chapters). */
    sessionId: text('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** Timed lines with speakers, fixed at publishing; null for an uploaded file. */
    transcript: jsonb('transcript').$type<TranscriptCue[]>(),
    /** From the script's scene headings; null when there are none. */
    chapters: jsonb('chapters').$type<EpisodeChapter[]>(),
    /** null: not published; in the future: scheduled. */
    publishedAt: timestamp('published_at', { withTimezone: true, precision: 3 }),
    /** A student's episode on a class channel, until a teacher of the class approves it. */
    awaitingApprovalSince: timestamp('awaiting_approval_since', { withTimezone: true, precision: 3 }),
    /** When the channel's followers were notified (once, when it first became public). */
    notifiedAt: timestamp('notified_at', { withTimezone: true, precision: 3 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // In the lists' order (published_at desc nulls last, id desc), so a page is read off the index.
    index('episodes_channel_published_idx').on(t.channelId, t.publishedAt.desc().nullsLast(), t.id.desc()),
    index('episodes_published_idx').on(t.publishedAt.desc().nullsLast(), t.id.desc()),
    // The due-episode job (notify.ts) looks only at episodes whose followers were never told.
    index('episodes_due_idx')
      .on(t.publishedAt)
      .where(sql`${t.notifiedAt} is null`),
    index('episodes_author_idx').on(t.authorId),
    uniqueIndex('episodes_session_channel_unique').on(t.channelId, t.sessionId),
  ],
)
