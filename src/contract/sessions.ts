import { z } from 'zod/mini'
import { libraryAudioMime } from './audio-library'
import { endpoint } from './endpoint'
import { clientId, idParams, idString } from './ids'
import { page, pageQuery } from './pagination'
import { sinceTime } from './since-time'
import { lineKind } from './scripts'
import { takeSchema, takeTrimBody } from './takes'
import { publicUserSchema } from './users'

/** An ISO time the database can hold: PostgreSQL has no year 0 (JavaScript's year 0 is its 1 BC),
 *  which the fuzzing sent and met a 500 with. */

/** SPEC §9: playback music is one of 9 tracks, chosen at random when the session opens. */
export const backgroundTrackCount = 9

export const sessionStatus = z.enum(['open', 'complete'])

/** Natural timing: the pause between lines, in ms; negative overlaps the line before (an interruption). */
export const sessionPauseLimits = { minMs: -1000, maxMs: 10_000 } as const
export const defaultPauseMs = 400
/** Overrides a session keeps at most: one per line of the longest script. */
const maxLinePauses = 2000

export const sessionMessages = {
  unknownMusic: 'Choose audio from your own library.',
  pauseTooLong: `A pause is at most ${sessionPauseLimits.maxMs / 1000} s.`,
  overlapTooLong: `Lines overlap by at most ${-sessionPauseLimits.minMs / 1000} s (a pause of ${sessionPauseLimits.minMs / 1000} s).`,
  pauseNotWhole: 'Give a pause in whole milliseconds.',
  unknownLine: (lineId: string) => `This session's script has no line ${lineId}.`,
} as const

const pauseMs = z
  .int({ error: sessionMessages.pauseNotWhole })
  .check(
    z.gte(sessionPauseLimits.minMs, { error: sessionMessages.overlapTooLong }),
    z.lte(sessionPauseLimits.maxMs, { error: sessionMessages.pauseTooLong }),
  )

/** The pause between lines in "Play session", the mixdown and episodes (after trimming), and where
 *  the owner set one, the pause before a given line instead (a beat, or an overlap for an interruption). */
export const sessionTimingSchema = z.object({
  pauseMs,
  /** Line id → the pause before that line. */
  linePauses: z
    .record(z.string().check(z.minLength(1), z.maxLength(200)), pauseMs)
    .check(z.refine((pauses) => Object.keys(pauses).length <= maxLinePauses, 'Too many line pauses.')),
})
export type SessionTiming = z.infer<typeof sessionTimingSchema>
export const defaultSessionTiming: SessionTiming = { pauseMs: defaultPauseMs, linePauses: {} }

/** The music's level when its owner does not say (percent of the track as recorded). */
export const defaultMusicLevel = 60

/** A session's music when its owner chose library audio (contract/audio-library.ts) instead of the random track. */
export const sessionMusicSchema = z.object({
  audioId: z.string(),
  title: z.string(),
  mime: libraryAudioMime,
  trimStartMs: z.int(),
  trimEndMs: z.nullable(z.int()),
  /** Loudness under the voices, in percent of the track as recorded (0–100). */
  level: z.int().check(z.gte(0), z.lte(100)),
})
export type SessionMusic = z.infer<typeof sessionMusicSchema>

/** The script as recorded in this session: a snapshot, so later edits never shift recorded lines. */
export const sessionScriptSchema = z.object({
  id: z.string(),
  title: z.string(),
  roles: z.array(z.object({ id: z.string(), name: z.string(), description: z.string() })),
  lines: z.array(z.object({ id: z.string(), roleId: z.nullable(z.string()), kind: lineKind, text: z.string() })),
})

export const participantSchema = z.object({
  user: publicUserSchema,
  /** Roles this participant voices. */
  roleIds: z.array(z.string()),
  isOwner: z.boolean(),
})

export const sessionSchema = z.object({
  id: z.string(),
  scriptId: z.string(),
  script: sessionScriptSchema,
  ownerId: z.string(),
  status: sessionStatus,
  backgroundTrack: z.int().check(z.gte(1), z.lte(backgroundTrackCount)),
  /** Library audio the owner laid under playback instead of the random track; null: the random one. */
  music: z.nullable(sessionMusicSchema),
  /** Absent from sessions a device saved before timing existed: the default then. */
  timing: z._default(sessionTimingSchema, defaultSessionTiming),
  participants: z.array(participantSchema),
  takes: z.array(takeSchema),
  /** On the owner's portfolio (see contract/portfolio). */
  published: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Session = z.infer<typeof sessionSchema>

export const sessionSummarySchema = z.object({
  id: z.string(),
  scriptId: z.string(),
  title: z.string(),
  status: sessionStatus,
  /** Lines to record (dialogue) and lines with a chosen take: "12 of 30 lines". */
  lineCount: z.int(),
  recordedLineCount: z.int(),
  isOwner: z.boolean(),
  updatedAt: z.string(),
})
export type SessionSummary = z.infer<typeof sessionSummarySchema>

export const shareLinkSchema = z.object({
  linkId: z.string(),
  sessionId: z.string(),
  /** The role the link invites to voice; null: the whole session. */
  roleId: z.nullable(z.string()),
  expiresAt: z.nullable(z.string()),
  revoked: z.boolean(),
  createdAt: z.string(),
})
export type ShareLink = z.infer<typeof shareLinkSchema>

const sessionParams = z.object({ id: idString() })

/** How far back from the server's time each poll of new takes looks again (see `takesSince`). */
export const newTakesPollOverlapMs = 5_000

export const sessionsApi = {
  /** SPEC §7: the member's open session of this script, opened when there is none. */
  forScript: endpoint({
    method: 'GET',
    path: '/api/scripts/:id/session',
    params: idParams,
    response: z.object({ id: z.string(), scriptId: z.string() }),
  }),
  /** SPEC §7: joins the member to the linked session. */
  forShareLink: endpoint({
    method: 'GET',
    path: '/api/sharelinks/:linkId/session',
    params: z.object({ linkId: idString() }),
    response: z.object({ id: z.string(), scriptId: z.string() }),
  }),
  /** The member's sessions (owned or joined), most recent first. */
  history: endpoint({ method: 'GET', path: '/api/sessions', query: pageQuery, response: page(sessionSummarySchema) }),
  get: endpoint({ method: 'GET', path: '/api/sessions/:id', params: sessionParams, response: sessionSchema }),
  /** Takes added since `after` (ISO time), for participants to see new takes without reloading
   *  (polls overlap by `newTakesPollOverlapMs`, so a take saved while a poll ran is found by the next).
   *  `serverTime` is the next poll's `after`: the same `after` when nothing was added, so a poll
   *  that finds nothing new is answered 304 to its ETag. */
  takesSince: endpoint({
    method: 'GET',
    path: '/api/sessions/:id/takes',
    params: sessionParams,
    query: z.object({ after: z.optional(sinceTime) }),
    response: z.object({ takes: z.array(takeSchema), serverTime: z.string() }),
  }),
  /** Owner only: who voices which role. A role missing from the list is nobody's. */
  assignRoles: endpoint({
    method: 'PUT',
    path: '/api/sessions/:id/roles',
    params: sessionParams,
    body: z.object({
      assignments: z
        .array(z.object({ roleId: z.string().check(z.maxLength(64)), userId: z.string().check(z.maxLength(64)) }))
        .check(z.maxLength(50)),
    }),
    response: sessionSchema,
  }),
  /** Session members: choose the take that counts for its line. */
  chooseTake: endpoint({
    method: 'POST',
    path: '/api/sessions/:id/takes/:takeId/choose',
    params: z.object({ id: idString(), takeId: clientId }),
    response: takeSchema,
  }),
  /** Session members: where the take's speech begins and ends (the end is kept within the take). */
  trimTake: endpoint({
    method: 'PUT',
    path: '/api/sessions/:id/takes/:takeId/trim',
    params: z.object({ id: idString(), takeId: clientId }),
    body: takeTrimBody,
    response: takeSchema,
  }),
  complete: endpoint({
    method: 'POST',
    path: '/api/sessions/:id/complete',
    params: sessionParams,
    response: sessionSchema,
  }),
  /** Owner only: a finished session open for recording again, while nothing has been published from it. */
  reopen: endpoint({
    method: 'POST',
    path: '/api/sessions/:id/reopen',
    params: sessionParams,
    response: sessionSchema,
  }),
  links: endpoint({
    method: 'GET',
    path: '/api/sessions/:id/links',
    params: sessionParams,
    response: z.array(shareLinkSchema),
  }),
  /** Owner only. A link id is unguessable (128 random bits). */
  createLink: endpoint({
    method: 'POST',
    path: '/api/sessions/:id/links',
    params: sessionParams,
    body: z.object({
      roleId: z._default(z.nullable(z.string().check(z.maxLength(64))), null),
      /** null: never expires. */
      expiresInHours: z._default(z.nullable(z.int().check(z.gte(1), z.lte(24 * 365))), 168),
    }),
    response: shareLinkSchema,
  }),
  revokeLink: endpoint({
    method: 'DELETE',
    path: '/api/sessions/:id/links/:linkId',
    params: z.object({ id: idString(), linkId: idString() }),
  }),
  /** Owner only: lays library audio under the session (or, with audioId null, goes back to the random track). */
  setMusic: endpoint({
    method: 'PUT',
    path: '/api/sessions/:id/music',
    params: z.object({ id: idString() }),
    body: z.object({
      audioId: z.nullable(idString()),
      level: z._default(z.int().check(z.gte(0), z.lte(100)), defaultMusicLevel),
    }),
    response: z.object({ music: z.nullable(sessionMusicSchema) }),
  }),
  /** Owner only: the pause between lines, and the lines that have their own. */
  setTiming: endpoint({
    method: 'PUT',
    path: '/api/sessions/:id/timing',
    params: z.object({ id: idString() }),
    body: sessionTimingSchema,
    response: z.object({ timing: sessionTimingSchema }),
  }),
}
