// What the screens show: the server's playlists with this device's waiting edits on top, so an edit
// made offline stays on screen through reloads and reads until the server has it.
import type { EpisodeSummary } from '#contract/episodes'
import type { Playlist, PlaylistView } from '#contract/playlists'
import type { PublicUser } from '#contract/users'
import { applyPlaylistOp, emptyPlaylistView, playlistOfView, type PlaylistEdits, type PlaylistOp } from './playlist-ops'

/** The view after the edits; a playlist the server does not know yet starts from its first save. */
export function viewWithEdits(
  server: PlaylistView | null,
  id: string,
  ops: readonly PlaylistOp[],
  owner: PublicUser | null,
  episodeOf: (id: string) => EpisodeSummary | undefined,
  now: Date,
): PlaylistView | null {
  let view = server
  for (const op of ops) {
    if (!view && op.type === 'save' && owner) view = emptyPlaylistView(id, owner, op.title, op.public, now)
    view = applyPlaylistOp(view, op, episodeOf, now)
  }
  return view
}

/** The member's playlists with every waiting playlist's edits on top: changed, gone (deleted), or
 *  first (new, or changed here last). */
export function listWithEdits(
  items: readonly Playlist[],
  waiting: ReadonlyMap<string, PlaylistEdits>,
  owner: PublicUser | null,
  now: Date,
): Playlist[] {
  let next = [...items]
  for (const [id, edits] of waiting) {
    const known = next.find((item) => item.id === id)
    const server: PlaylistView | null = known ? { ...known, episodes: [], viewer: { canEdit: true } } : null
    const view = viewWithEdits(server, id, edits.ops, owner, () => undefined, now)
    next = next.filter((item) => item.id !== id)
    if (view)
      next.unshift(
        known
          ? { ...playlistOfView(view), episodeCount: known.episodeCount, durationMs: known.durationMs }
          : playlistOfView(view),
      )
  }
  return next
}
