import { useQuery } from '@tanstack/react-query'
import { episodesApi } from '#contract/episodes'
import { useAppContext } from '../router/use-app-context'
import { episodeKeys } from './episode-keys'

/** One episode as the caller sees it: its transcript, and the member's favourite and position. */
export function useEpisodeView(linkId: string | undefined) {
  const { api } = useAppContext().auth
  return useQuery({
    queryKey: episodeKeys.view(linkId ?? ''),
    queryFn: () => api.request(episodesApi.get, { params: { linkId: linkId ?? '' } }),
    enabled: linkId !== undefined,
    networkMode: 'offlineFirst',
    // Shown at once from what this device saved, and read afresh on every visit: an episode's state
    // changes under its viewers (a teacher approves it, its editors schedule or unpublish it).
    staleTime: 0,
  })
}
