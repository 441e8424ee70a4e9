// A playlist edit as the device keeps it until the server has it, and how it changes what the
// screen shows. Edits are idempotent on the server (PUT with the device's ids, the whole order), so
// applying the same ones again, to the server's answer or to the cached view, gives the same result.
import { z } from 'zod/mini'
import type { EpisodeSummary } from '#contract/episodes'
import type { Playlist, PlaylistView } from '#contract/playlists'
import type { PublicUser } from '#contract/users'

const opBase = { opId: z.string() }
export const playlistOpSchema = z.discriminatedUnion('type', [
  z.object({ ...opBase, type: z.literal('save'), title: z.string(), public: z.boolean() }),
  z.object({ ...opBase, type: z.literal('add'), episodeId: z.string() }),
  z.object({ ...opBase, type: z.literal('addChannel'), channelId: z.string() }),
  z.object({ ...opBase, type: z.literal('remove'), episodeId: z.string() }),
  z.object({ ...opBase, type: z.literal('order'), episodeIds: z.array(z.string()) }),
  z.object({ ...opBase, type: z.literal('delete') }),
])
export type PlaylistOp = z.infer<typeof playlistOpSchema>

/** The payload of a playlist's sync-queue item: whose edits, in the order they were made. */
export const playlistEditsSchema = z.object({ ownerId: z.string(), ops: z.array(playlistOpSchema) })
export type PlaylistEdits = z.infer<typeof playlistEditsSchema>

/** Moves the item at `from` to `to`, the others keeping their order. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items]
  if (from < 0 || from >= next.length || to < 0 || to >= next.length) return next
  const [moved] = next.splice(from, 1) as [T]
  next.splice(to, 0, moved)
  return next
}

/** The server's reorder rule: the named ones first in the named order, the rest after in their place. */
export function reorderEpisodes(episodes: readonly EpisodeSummary[], episodeIds: readonly string[]): EpisodeSummary[] {
  const byId = new Map(episodes.map((episode) => [episode.id, episode]))
  const named = [...new Set(episodeIds)].flatMap((id) => byId.get(id) ?? [])
  const namedIds = new Set(named.map((episode) => episode.id))
  return [...named, ...episodes.filter((episode) => !namedIds.has(episode.id))]
}

function withTotals(view: PlaylistView, episodes: EpisodeSummary[]): PlaylistView {
  return {
    ...view,
    episodes,
    episodeCount: episodes.length,
    durationMs: episodes.reduce((sum, episode) => sum + episode.durationMs, 0),
  }
}

/** A new playlist as it shows before the server answers. */
export function emptyPlaylistView(
  id: string,
  owner: PublicUser,
  title: string,
  isPublic: boolean,
  now: Date,
): PlaylistView {
  return {
    id,
    title,
    public: isPublic,
    owner,
    episodeCount: 0,
    durationMs: 0,
    updatedAt: now.toISOString(),
    episodes: [],
    viewer: { canEdit: true },
  }
}

/** The view after `op`; `episodeOf` finds an added episode's summary where the device has it (an
 *  episode it does not know, or a whole channel, shows once the server answers). Null: deleted. */
export function applyPlaylistOp(
  view: PlaylistView | null,
  op: PlaylistOp,
  episodeOf: (id: string) => EpisodeSummary | undefined,
  now: Date,
): PlaylistView | null {
  if (!view) return null
  const touched = { ...view, updatedAt: now.toISOString() }
  switch (op.type) {
    case 'save':
      return { ...touched, title: op.title, public: op.public }
    case 'add': {
      const episode = episodeOf(op.episodeId)
      if (!episode || view.episodes.some((known) => known.id === op.episodeId)) return touched
      return withTotals(touched, [...view.episodes, episode])
    }
    case 'addChannel':
      return touched
    case 'remove':
      return withTotals(
        touched,
        view.episodes.filter((episode) => episode.id !== op.episodeId),
      )
    case 'order':
      return { ...touched, episodes: reorderEpisodes(view.episodes, op.episodeIds) }
    case 'delete':
      return null
  }
}

/** The list entry of a view. */
export function playlistOfView({ episodes: _episodes, viewer: _viewer, ...playlist }: PlaylistView): Playlist {
  return playlist
}
