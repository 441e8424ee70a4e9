// Podcast apps poll feeds often and almost always hear 304. The answer's validators are kept in
// memory for a few seconds per channel and host, so most polls touch no database; a change shows
// within `stateTtlMs` (apps may keep the feed 300 s anyway, cache-control). Bounded: the oldest
// entry goes first.
import type { FeedState } from './feed-state'

export const stateTtlMs = 5_000
const maxEntries = 2_000

export interface FeedStateCache {
  get(key: string, now: Date, load: () => Promise<FeedState | undefined>): Promise<FeedState | undefined>
}

export function createFeedStateCache(): FeedStateCache {
  // The promise is kept, so polls arriving together share one query.
  const entries = new Map<string, { state: Promise<FeedState | undefined>; until: number }>()
  return {
    get(key, now, load) {
      const entry = entries.get(key)
      if (entry && entry.until > now.getTime()) return entry.state
      const state = load()
      entries.delete(key)
      entries.set(key, { state, until: now.getTime() + stateTtlMs })
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!)
      state.catch(() => entries.delete(key))
      return state
    },
  }
}
