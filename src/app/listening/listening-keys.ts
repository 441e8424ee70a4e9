// The query keys of listening: the member's favourites and history from the server (persisted), and
// this device's history for a signed-out listener under `device` (never persisted: it is here already).
export const listeningKeys = {
  all: () => ['listening'] as const,
  favourites: () => ['listening', 'favourites'] as const,
  history: () => ['listening', 'history'] as const,
  deviceHistory: () => ['device', 'podcast-history'] as const,
}
