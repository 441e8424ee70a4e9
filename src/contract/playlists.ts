// Playlists (SPEC §2 /playlists, /playlist/{playlistId}): a member's episodes in the order they
// play, private unless made public. Every write is idempotent and names the playlist by an id the
// device may have made, so edits made offline are sent later, once, in any number of retries.
import { z } from 'zod/mini'
import { endpoint } from './endpoint'
import { clientId, idString } from './ids'
import { page, pageQuery } from './pagination'
import { episodeSummarySchema } from './episodes'
import { publicUserSchema } from './users'

export const playlistLimits = { titleMax: 100, episodesMax: 500 } as const

export const playlistMessages = {
  unknownPlaylist: 'This playlist does not exist.',
  titleRequired: 'Please enter a name for the playlist.',
  full: `A playlist holds at most ${playlistLimits.episodesMax} episodes.`,
  unknownEpisode: 'This episode does not exist.',
  order: 'The new order must name every episode of the playlist once.',
} as const

export const playlistSchema = z.object({
  id: z.string(),
  title: z.string(),
  public: z.boolean(),
  owner: publicUserSchema,
  episodeCount: z.int(),
  durationMs: z.int(),
  updatedAt: z.string(),
})
export type Playlist = z.infer<typeof playlistSchema>

export const playlistViewSchema = z.extend(playlistSchema, {
  /** In play order; episodes no longer public (to the caller) are left out. */
  episodes: z.array(episodeSummarySchema),
  viewer: z.object({ canEdit: z.boolean() }),
})
export type PlaylistView = z.infer<typeof playlistViewSchema>

const playlistParams = z.object({ id: clientId })
const itemParams = z.object({ id: clientId, episodeId: idString() })

export const playlistFields = z.object({
  title: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, playlistMessages.titleRequired),
      z.maxLength(playlistLimits.titleMax, `At most ${playlistLimits.titleMax} characters.`),
    ),
  public: z._default(z.boolean(), false),
})

export const playlistsApi = {
  /** The caller's playlists, the most recently changed first. */
  list: endpoint({ method: 'GET', path: '/api/playlists/', query: pageQuery, response: page(playlistSchema) }),
  /** The owner's, or anyone's when public; 404 `unknownPlaylist` otherwise. */
  get: endpoint({ method: 'GET', path: '/api/playlists/:id', params: playlistParams, response: playlistViewSchema }),
  /** Creates the playlist with this id (made on the device), or renames it / changes `public`. */
  save: endpoint({
    method: 'PUT',
    path: '/api/playlists/:id',
    params: playlistParams,
    body: playlistFields,
    response: playlistViewSchema,
  }),
  remove: endpoint({ method: 'DELETE', path: '/api/playlists/:id', params: playlistParams }),
  /** Appends the episode (already there: stays where it is). 409 `full`. */
  addEpisode: endpoint({
    method: 'PUT',
    path: '/api/playlists/:id/episodes/:episodeId',
    params: itemParams,
    response: playlistViewSchema,
  }),
  /** Appends a channel's public episodes, oldest first, that are not in it yet. */
  addChannel: endpoint({
    method: 'POST',
    path: '/api/playlists/:id/channels',
    params: playlistParams,
    body: z.object({ channelId: idString() }),
    response: playlistViewSchema,
  }),
  removeEpisode: endpoint({
    method: 'DELETE',
    path: '/api/playlists/:id/episodes/:episodeId',
    params: itemParams,
    response: playlistViewSchema,
  }),
  /** The whole new order. Episodes named that are no longer in it are ignored, and ones not named
   *  keep their place after the named ones, so a late reorder never loses an episode. */
  reorder: endpoint({
    method: 'PUT',
    path: '/api/playlists/:id/order',
    params: playlistParams,
    body: z.object({ episodeIds: z.array(idString()).check(z.maxLength(playlistLimits.episodesMax)) }),
    response: playlistViewSchema,
  }),
}
