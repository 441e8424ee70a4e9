import type { EpisodeSummary } from '#contract/episodes'
import type { PlaylistView } from '#contract/playlists'

export const owner = { id: 'u1', name: 'Ada', handle: 'ada', photo: null, intro: null }

export function episode(id: string, durationMs = 1000): EpisodeSummary {
  return {
    id,
    linkId: `link-${id}`,
    title: `Episode ${id}`,
    description: '',
    channel: { id: 'c1', title: 'Channel', artwork: null },
    author: owner,
    durationMs,
    size: 100,
    mime: 'audio/mpeg',
    audioUrl: `/api/episode-audio/${id}.mp3`,
    publishedAt: '2026-01-01T00:00:00.000Z',
    state: 'published',
    hasTranscript: false,
  }
}

export function view(episodes: EpisodeSummary[], overrides: Partial<PlaylistView> = {}): PlaylistView {
  return {
    id: 'p1',
    title: 'Road trip',
    public: false,
    owner,
    episodeCount: episodes.length,
    durationMs: episodes.reduce((sum, entry) => sum + entry.durationMs, 0),
    updatedAt: '2026-01-01T00:00:00.000Z',
    episodes,
    viewer: { canEdit: true },
    ...overrides,
  }
}
