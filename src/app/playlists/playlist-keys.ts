// The query keys of playlists: the member's list (/playlists) and one playlist's view.
export const playlistKeys = {
  all: () => ['playlists'] as const,
  list: () => ['playlists', 'list'] as const,
  view: (id: string) => ['playlists', 'view', id] as const,
  /** This device's edits the server has not got yet: read from the sync queue, so (as a `device`
   *  query) never persisted with the query cache, where a copy would lag behind the queue. */
  waiting: () => ['device', 'playlist-edits'] as const,
  /** The signed-in member's waiting edits (a member switch on the device reads theirs). */
  waitingOf: (userId: string | null) => ['device', 'playlist-edits', userId] as const,
}
