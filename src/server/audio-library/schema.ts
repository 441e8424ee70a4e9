import { sql } from 'drizzle-orm'
import { bigint, check, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { libraryAudioMimes, libraryAudioSources, libraryAudioTypes } from '#contract/audio-library'
import { users } from '../users/schema'

export const libraryAudioType = pgEnum('library_audio_type', libraryAudioTypes)
export const libraryAudioSource = pgEnum('library_audio_source', libraryAudioSources)

/** A member's library audio. The id is the app's (the tus upload id) or the server's (imports); the
 *  bytes are a file named by `storage_key`. Freesound imports keep their licence and attribution. */
export const libraryAudio = pgTable(
  'library_audio',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: libraryAudioType('type').notNull(),
    title: text('title').notNull(),
    mime: text('mime', { enum: libraryAudioMimes }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    durationMs: integer('duration_ms').notNull(),
    trimStartMs: integer('trim_start_ms').notNull().default(0),
    trimEndMs: integer('trim_end_ms'),
    storageKey: text('storage_key').notNull(),
    source: libraryAudioSource('source').notNull(),
    freesoundId: integer('freesound_id'),
    sourceUrl: text('source_url'),
    author: text('author'),
    licenceName: text('licence_name'),
    licenceUrl: text('licence_url'),
    attribution: text('attribution'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('library_audio_owner_created_idx').on(t.ownerId, t.createdAt.desc(), t.id.desc()),
    index('library_audio_owner_type_created_idx').on(t.ownerId, t.type, t.createdAt.desc(), t.id.desc()),
    // One import of a Freesound sound per member: importing it again answers the one they have.
    uniqueIndex('library_audio_owner_freesound_unique')
      .on(t.ownerId, t.freesoundId)
      .where(sql`${t.freesoundId} is not null`),
    check(
      'library_audio_trim_check',
      sql`${t.trimStartMs} >= 0 and (${t.trimEndMs} is null or ${t.trimEndMs} > ${t.trimStartMs})`,
    ),
  ],
)
