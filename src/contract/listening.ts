// Listening (SPEC §2 /favourites, /history): a member's favourite episodes and where they stopped
// in each. Positions carry the device's time, so ones queued offline and sent late never overwrite
// a newer one; a signed-out listener keeps their history on the device only.
import { z } from 'zod/mini'
import { endpoint } from './endpoint'
import { idString } from './ids'
import { page, pageQuery } from './pagination'
import { episodeSummarySchema } from './episodes'

export const listeningMessages = {
  unknownEpisode: 'This episode does not exist.',
  position: 'The position must be within the episode.',
  listenedAt: 'The time of listening must be a real time, not ahead of the server’s clock.',
} as const

export const historyEntrySchema = z.object({
  episode: episodeSummarySchema,
  positionMs: z.int(),
  finished: z.boolean(),
  listenedAt: z.string(),
})
export type HistoryEntry = z.infer<typeof historyEntrySchema>

export const favouriteSchema = z.object({ episode: episodeSummarySchema, favouredAt: z.string() })
export type Favourite = z.infer<typeof favouriteSchema>

const episodeParams = z.object({ episodeId: idString() })

export const positionBody = z.object({
  positionMs: z.int().check(z.gte(0)),
  finished: z._default(z.boolean(), false),
  /** When the listener was there, on the device's clock (at most a few minutes ahead of the server's). */
  listenedAt: z.iso.datetime({ offset: true }),
})

export const listeningApi = {
  /** Newest favourite first; episodes no longer public are left out. */
  favourites: endpoint({ method: 'GET', path: '/api/favourites/', query: pageQuery, response: page(favouriteSchema) }),
  /** Idempotent. 204; 404 `unknownEpisode` for one the caller may not see. */
  favourite: endpoint({ method: 'PUT', path: '/api/favourites/:episodeId', params: episodeParams }),
  unfavourite: endpoint({ method: 'DELETE', path: '/api/favourites/:episodeId', params: episodeParams }),
  /** What the caller played, the most recent first, with where they stopped. */
  history: endpoint({ method: 'GET', path: '/api/listens/', query: pageQuery, response: page(historyEntrySchema) }),
  /** Keeps the position unless a newer one (by `listenedAt`) is stored. 204. 422 `position`. */
  position: endpoint({ method: 'PUT', path: '/api/listens/:episodeId', params: episodeParams, body: positionBody }),
  /** Removes the episode from the history. 204. */
  forget: endpoint({ method: 'DELETE', path: '/api/listens/:episodeId', params: episodeParams }),
}
