import { sql } from 'drizzle-orm'
import { boolean, index, integer, jsonb, pgTable, real, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { sessions } from '../sessions/schema'
import { users } from '../users/schema'

/** A recorded take: the id is the recording device's, the audio is a file named by `storage_key`. */
export const takes = pgTable(
  'takes',
  {
    id: text('id').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    lineId: text('line_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    durationMs: integer('duration_ms').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    chosen: boolean('chosen').notNull().default(false),
    /** A member chose it ("Use this take"): a newer take of its line does not replace it. */
    chosenByMember: boolean('chosen_by_member').notNull().default(false),
    /** Where speech begins and ends (the recording device's trimmer, or a member's hand): playback,
     *  the mixdown and episodes keep only this span; the audio itself is never cut. Null: the whole take. */
    trimStartMs: integer('trim_start_ms'),
    trimEndMs: integer('trim_end_ms'),
    /** Recorded through the partner's cue: where in the take the cue's last sound reached the member
     *  (latency corrected). Playback places the line by the member's own timing from here. */
    cueEndMs: integer('cue_end_ms'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** When its device began recording it (never later than `created_at`): the newest take of a line is
     *  the one recorded last, whatever order the takes arrive in. Null (an older app): `created_at`. */
    recordedAt: timestamp('recorded_at', { withTimezone: true, precision: 3 }),
    /** Its EBU R128 loudness as the recording device measured it, for every member's title of it
     *  ("Take 3 · 14:02 · -19 LUFS"). Null: not measured (yet, or by an older app). */
    lufs: real('lufs'),
    /** Its waveform as the recording device drew it: the peak of each of its equal parts, in percent
     *  of full scale, for every member's row of it. Null: not sent (yet, or by an older app). */
    peaks: jsonb('peaks').$type<number[]>(),
  },
  (t) => [
    index('takes_session_created_idx').on(t.sessionId, t.createdAt),
    // At most one chosen take per line.
    uniqueIndex('takes_chosen_unique')
      .on(t.sessionId, t.lineId)
      .where(sql`${t.chosen}`),
  ],
)
