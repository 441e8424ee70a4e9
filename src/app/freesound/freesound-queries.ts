// Freesound goes through our server (its key never reaches the browser): whether it is configured,
// searches a page at a time, and imports into the member's audio library. Searches and imports need
// the network: a search shown offline would only be the last one, and its previews would not play.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { LibraryAudioType } from '#contract/audio-library'
import { freesoundApi } from '#contract/freesound'
import { audioLibraryKeys } from '../audio-library'
import { useUser } from '../auth/use-user'
import { useAppContext } from '../router/use-app-context'
import { freesoundKeys } from './freesound-keys'
import type { FreesoundSearchParams } from './search-form'

export function useFreesoundStatus(enabled: boolean) {
  const { api } = useAppContext().auth
  const userId = useUser()?.id ?? null
  return useQuery({
    queryKey: freesoundKeys.status(userId),
    queryFn: () => api.request(freesoundApi.status),
    enabled,
  })
}

export function useFreesoundSearch(params: FreesoundSearchParams | null) {
  const { api } = useAppContext().auth
  const userId = useUser()?.id ?? null
  return useInfiniteQuery({
    queryKey: freesoundKeys.search(userId, params ?? { q: '' }),
    queryFn: async ({ pageParam }) => {
      const answer = await api.request(freesoundApi.search, { query: { ...(params ?? { q: '' }), page: pageParam } })
      return { ...answer, items: answer.results }
    },
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    enabled: params !== null,
    // Signed preview links last an hour; a search older than that is asked again.
    staleTime: 30 * 60 * 1000,
    gcTime: 30 * 60 * 1000,
  })
}

export function useImportFreesoundSound() {
  const { api } = useAppContext().auth
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: { soundId: number; type: LibraryAudioType }) => api.request(freesoundApi.import, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: audioLibraryKeys.all() }),
  })
}
