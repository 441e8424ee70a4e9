// An episode's summary from anything the device has read (a channel, a playlist, an episode page),
// so an episode added offline shows in the playlist at once.
import type { QueryClient } from '@tanstack/react-query'
import { episodeSummarySchema, type EpisodeSummary } from '#contract/episodes'

function find(value: unknown, id: string, depth: number): EpisodeSummary | undefined {
  if (depth > 6 || typeof value !== 'object' || value === null) return undefined
  if (Array.isArray(value)) {
    for (const entry of value) {
      const found = find(entry, id, depth + 1)
      if (found) return found
    }
    return undefined
  }
  if ('id' in value && value.id === id && 'audioUrl' in value) {
    const parsed = episodeSummarySchema.safeParse(value)
    if (parsed.success) return parsed.data
  }
  for (const entry of Object.values(value)) {
    const found = find(entry, id, depth + 1)
    if (found) return found
  }
  return undefined
}

export function cachedEpisode(queryClient: QueryClient, episodeId: string): EpisodeSummary | undefined {
  for (const query of queryClient.getQueryCache().getAll()) {
    const found = find(query.state.data, episodeId, 0)
    if (found) return found
  }
  return undefined
}
