// The query keys of episodes: one episode as the caller sees it (persisted like every read, so a
// downloaded episode's page shows offline).
export const episodeKeys = {
  all: () => ['episodes'] as const,
  view: (linkId: string) => ['episodes', 'view', linkId] as const,
}
