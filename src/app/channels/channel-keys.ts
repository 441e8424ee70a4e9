// The query keys of podcast channels: one channel, its episodes (and those waiting for approval),
// the member's channels, the ones they follow, the ones they may publish to, and the newest public
// episodes (My Podcasts signed out).
export const channelKeys = {
  all: () => ['channels'] as const,
  detail: (id: string) => ['channels', 'detail', id] as const,
  episodes: (id: string) => ['channels', 'episodes', id] as const,
  waiting: (id: string) => ['channels', 'waiting', id] as const,
  mine: () => ['channels', 'mine'] as const,
  followed: () => ['channels', 'followed'] as const,
  publishable: () => ['channels', 'publishable'] as const,
  latestEpisodes: () => ['channels', 'latest-episodes'] as const,
}
