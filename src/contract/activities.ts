// The activity log (SPEC §3, §7, §9): what members and visitors do, recorded on the device, queued
// in IndexedDB and sent in batches. A record names where and what, never what a member typed:
// `context` takes only the keys below. See docs/decisions/051-activity-log.md.
import { z } from 'zod/mini'
import { endpoint } from './endpoint'
import { clientId } from './ids'
import { activityActions, activityLimits } from '#shared/activity-constants'

export { activityActions, activityLimits }

/** SPEC §9: 10 random alphanumeric characters. */
export const activitySession = z
  .string()
  .check(z.regex(/^[A-Za-z0-9]{10}$/, 'The session must be 10 letters or digits.'))

/** A path of this app as the address bar shows it, without the query or the fragment. */
const activityPath = z.string().check(
  z.maxLength(activityLimits.pathMax, `The path can have at most ${activityLimits.pathMax} characters.`),
  z.regex(/^\/(?!\/)[^\s?#\\]*$/, 'The path must be a path of this app, like /scripts.'),
  z.refine((path) => !/^\/(api|auth)(\/|$)/.test(path), 'The path must be a page of this app, not of its API.'),
)

const activityAction = z
  .string()
  .check(z.regex(/^[a-z][a-z0-9-]{0,39}$/, 'The action must be a short name in lower case, like page-visit.'))

const milliseconds = (max: number) => z.int().check(z.gte(0), z.lte(max))
const day = 24 * 60 * 60 * 1000

/** Where it happened, and the measures of an action; no free text. */
export const activityContext = z.strictObject({
  variant: z.optional(z.enum(['main', 'podcast', 'dashboard'])),
  /** The installed app (standalone display) or a browser tab. */
  display: z.optional(z.enum(['standalone', 'browser'])),
  online: z.optional(z.boolean()),
  /** Viewport width: small below 480 px, large from 1024 px. */
  screen: z.optional(z.enum(['small', 'medium', 'large'])),
  /** recording-finished: the take's length. episode-played: how far it was heard. */
  durationMs: z.optional(milliseconds(12 * 60 * 60 * 1000)),
  /** take-uploaded: from the end of the recording to the server's answer. */
  waitedMs: z.optional(milliseconds(400 * day)),
})
export type ActivityContext = z.infer<typeof activityContext>

export const activityRecord = z.object({
  /** Made by the app; a repeated id is the same record (counted once). Without one the server makes one. */
  id: z.optional(clientId),
  /** The signed-in member, or null for a visitor; when a token is sent it must be its member. */
  userId: z._default(z.nullable(z.string().check(z.minLength(1), z.maxLength(64))), null),
  /** When it happened, by the device's clock, with its offset. */
  localTime: z.iso.datetime({ offset: true }),
  session: activitySession,
  path: activityPath,
  action: activityAction,
  context: z._default(activityContext, {}),
})
export type ActivityRecord = z.input<typeof activityRecord>
/** A record as validated: defaults applied. */
export type ValidActivityRecord = z.output<typeof activityRecord>

export const activityBatch = z.object({
  records: z
    .array(activityRecord)
    .check(
      z.minLength(1),
      z.maxLength(activityLimits.batchMax, `A batch can have at most ${activityLimits.batchMax} records.`),
    ),
})

export const activityReceipt = z.object({
  /** Stored now. */
  stored: z.int(),
  /** Already stored before (a resend). */
  duplicates: z.int(),
  /** Refused one by one (in a batch), e.g. a time outside the window; they can never be stored. */
  rejected: z.array(z.object({ id: z.nullable(z.string()), message: z.string() })),
})
export type ActivityReceipt = z.infer<typeof activityReceipt>

export const activitiesApi = {
  /** One record (SPEC §7) or `{ records: [...] }`, up to 100. */
  log: endpoint({
    method: 'POST',
    path: '/api/activities/',
    body: z.union([activityBatch, activityRecord]),
    response: activityReceipt,
  }),
}
