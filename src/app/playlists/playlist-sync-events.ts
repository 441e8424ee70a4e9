// Tells the open screens that a playlist's waiting edits reached the server (with what it refused),
// so they read it again: the sync handler runs outside React, on the device's queue.
type Listener = (playlistId: string, refusals: readonly string[]) => void

const listeners = new Set<Listener>()

export function playlistSynced(playlistId: string, refusals: readonly string[]): void {
  listeners.forEach((listener) => listener(playlistId, refusals))
}

export function onPlaylistSynced(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
