// The query keys of sessions: one session, its share links, the member's history, and which
// session a script or a share link entered (so it opens again offline).
export const sessionKeys = {
  detail: (id: string) => ['sessions', id] as const,
  links: (id: string) => ['sessions', id, 'links'] as const,
  history: () => ['sessions', 'history'] as const,
  entered: (from: 'script' | 'link', id: string) => ['sessions', 'entered', from, id] as const,
  /** A take's waveform, decoded on this device (a "device" query: never persisted). */
  takeWaveform: (takeId: string) => ['device', 'take-waveform', takeId] as const,
}
