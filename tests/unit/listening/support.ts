import type { EpisodeSummary } from '#contract/episodes'

/** An episode as the server lists it; override what a test is about. */
export function makeEpisode(overrides: Partial<EpisodeSummary> = {}): EpisodeSummary {
  return {
    id: 'e1',
    linkId: 'link-e1-0000000000000',
    title: 'A tone',
    description: '',
    channel: { id: 'c1', title: 'Tones', artwork: null },
    author: { id: 'u2', name: 'Bea', handle: 'bea', photo: null, intro: null },
    durationMs: 120_000,
    size: 960_000,
    mime: 'audio/mpeg',
    audioUrl: '/api/episode-audio/a1.mp3',
    publishedAt: '2026-01-01T09:00:00.000Z',
    state: 'published',
    hasTranscript: false,
    ...overrides,
  }
}
