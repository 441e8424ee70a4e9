// Recording sessions, their members and their share links.
import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, id, updatedAt } from '../db/columns'
import { libraryAudio } from '../audio-library/schema'
import { users } from '../users/schema'

export const sessionStatus = pgEnum('session_status', ['open', 'complete'])

/** The script as it was when the session opened (title, roles, lines), so later edits never shift takes. */
export interface SessionScriptSnapshot {
  id: string
  title: string
  roles: Array<{ id: string; name: string; description: string }>
  lines: Array<{ id: string; roleId: string | null; kind: 'dialogue' | 'action' | 'direction'; text: string }>
}

/** A recording of one script. The script id has no foreign key: the snapshot keeps a session
 *  whole when its script is edited or deleted. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    scriptId: text('script_id').notNull(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    script: jsonb('script').$type<SessionScriptSnapshot>().notNull(),
    /** Dialogue lines of the snapshot, kept so history lists never read the snapshot. */
    lineCount: integer('line_count').notNull(),
    status: sessionStatus('status').notNull().default('open'),
    backgroundTrack: integer('background_track').notNull(),
    /** Library audio the owner laid under the session instead of the random track, and its level (0–100). */
    musicAudioId: text('music_audio_id').references(() => libraryAudio.id, { onDelete: 'set null' }),
    musicLevel: integer('music_level').notNull().default(60),
    /** The pause between lines in playback and the mixdown (ms; negative overlaps), and per line before it. */
    pauseMs: integer('pause_ms').notNull().default(400),
    linePauses: jsonb('line_pauses').$type<Record<string, number>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One open session per member and script: concurrent "open this script" calls meet here.
    uniqueIndex('sessions_open_unique')
      .on(t.scriptId, t.ownerId)
      .where(sql`${t.status} = 'open'`),
  ],
)

/** Members of a session (the owner too), with the roles each voices. */
export const sessionParticipants = pgTable(
  'session_participants',
  {
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleIds: text('role_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.userId] }), index('session_participants_user_idx').on(t.userId)],
)

/** The id is the link's secret (128 random bits). */
export const shareLinks = pgTable(
  'share_links',
  {
    id: id(),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    roleId: text('role_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('share_links_session_idx').on(t.sessionId, t.createdAt)],
)
