import { z } from 'zod/mini'
import { endpoint } from './endpoint'
import { idString } from './ids'
import { page, pageQuery } from './pagination'
import { backgroundTrackCount, defaultSessionTiming, sessionScriptSchema, sessionTimingSchema } from './sessions'
import { takeSchema } from './takes'

/**
 * A member's portfolio: finished sessions they published, open to everyone. An item carries what
 * playback needs (the script snapshot, the chosen takes and the session's music), so a visitor
 * plays it exactly as the studio does; the chosen takes of a published session are readable by
 * anyone at their `audioUrl`.
 */
export const portfolioItemSchema = z.object({
  id: z.string(),
  userId: z.string(),
  sessionId: z.string(),
  title: z.string(),
  publishedAt: z.string(),
  script: sessionScriptSchema,
  backgroundTrack: z.int().check(z.gte(1), z.lte(backgroundTrackCount)),
  /** The pauses between lines its owner set; absent from items a device saved before timing existed. */
  timing: z._default(sessionTimingSchema, defaultSessionTiming),
  /** The chosen take of each recorded line (lines without one are skipped in playback). */
  takes: z.array(takeSchema),
})
export type PortfolioItem = z.infer<typeof portfolioItemSchema>

export const portfolioTitleMaxLength = 200
export const notFinishedMessage = 'Finish the session before publishing it.'

const sessionParams = z.object({ id: idString() })

export const portfolioApi = {
  /** Open to all. Most recently published first. 404 'This user does not exist.' for an unknown user. */
  list: endpoint({
    method: 'GET',
    path: '/api/portfolio/:userId',
    params: z.object({ userId: idString() }),
    query: pageQuery,
    response: page(portfolioItemSchema),
  }),
  /** Session owner only, once the session is complete (409 `notFinishedMessage` before). Publishing
   *  again is the same item (the title is updated). The title defaults to the script's. */
  publish: endpoint({
    method: 'PUT',
    path: '/api/sessions/:id/portfolio',
    params: sessionParams,
    body: z.object({
      title: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(portfolioTitleMaxLength))),
    }),
    response: portfolioItemSchema,
  }),
  /** Session owner only; removing an item that is not there is fine. */
  unpublish: endpoint({ method: 'DELETE', path: '/api/sessions/:id/portfolio', params: sessionParams }),
}
