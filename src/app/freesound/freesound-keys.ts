// The query keys of Freesound: whether the server has it, and each search (by member and words).
import type { FreesoundSearchParams } from './search-form'

export const freesoundKeys = {
  all: () => ['freesound'] as const,
  status: (userId: string | null) => ['freesound', 'status', userId] as const,
  search: (userId: string | null, params: FreesoundSearchParams) => ['freesound', 'search', userId, params] as const,
}
