// Tells the open screens that a playlist's waiting edits reached the server (with what it refused),
// so they read it again: the sync handler runs outside React, on the device's queue. What it refused
// is kept here for the playlist's screen until the member dismisses it or edits that playlist again.
type Listener = (playlistId: string, refusals: readonly string[]) => void

const listeners = new Set<Listener>()
const refusalsById = new Map<string, readonly string[]>()
const refusalListeners = new Set<() => void>()
const none: readonly string[] = []

export function playlistSynced(playlistId: string, refusals: readonly string[]): void {
  if (refusals.length > 0) {
    refusalsById.set(playlistId, [...(refusalsById.get(playlistId) ?? []), ...refusals])
    refusalListeners.forEach((listener) => listener())
  }
  listeners.forEach((listener) => listener(playlistId, refusals))
}

export function onPlaylistSynced(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** What the server refused of this playlist's edits, not yet dismissed (the same array until it changes). */
export const playlistRefusals = (playlistId: string): readonly string[] => refusalsById.get(playlistId) ?? none

export function dismissPlaylistRefusals(playlistId: string): void {
  if (!refusalsById.delete(playlistId)) return
  refusalListeners.forEach((listener) => listener())
}

export function onPlaylistRefusals(listener: () => void): () => void {
  refusalListeners.add(listener)
  return () => refusalListeners.delete(listener)
}
