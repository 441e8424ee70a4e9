// The audio library's reads and changes. The studio also uses the list (to choose a session's
// music) and the audio itself (to play it), so this file stays out of the library's lazy chunk group.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { audioLibraryApi, libraryAudioPath, type LibraryAudio, type LibraryAudioType } from '#contract/audio-library'
import type { EndpointBody } from '#contract/endpoint'
import type { Auth } from '../auth/auth'
import { useAppContext } from '../router/use-app-context'
import { loadUserFile } from '../ui/user-file'
import { audioLibraryKeys } from './audio-library-keys'

export const libraryPageSize = 20

/** A library audio file itself (with the bearer token: an <audio> cannot send it), for playback and mixdowns. */
export const loadLibraryAudio = (auth: Auth, audioId: string): Promise<Blob> =>
  loadUserFile(auth, libraryAudioPath(audioId))

export function useLibraryAudioList(type: LibraryAudioType | null, q: string, enabled = true) {
  const { api } = useAppContext().auth
  return useInfiniteQuery({
    queryKey: audioLibraryKeys.list(type, q),
    queryFn: ({ pageParam }) =>
      api.request(audioLibraryApi.list, {
        query: { cursor: pageParam, limit: libraryPageSize, ...(type ? { type } : {}), ...(q ? { q } : {}) },
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    networkMode: 'offlineFirst',
    // Read again whenever a screen shows it: a copy restored from the device after a reload counts
    // as fresh for 30 s, and may predate an upload made just before (in this tab or another).
    refetchOnMount: 'always',
    enabled,
  })
}

export function useLibraryUsage() {
  const { api } = useAppContext().auth
  return useQuery({
    queryKey: audioLibraryKeys.usage(),
    queryFn: () => api.request(audioLibraryApi.usage),
    networkMode: 'offlineFirst',
  })
}

export function useLibraryAudio(audioId: string) {
  const { api } = useAppContext().auth
  return useQuery({
    queryKey: audioLibraryKeys.one(audioId),
    queryFn: () => api.request(audioLibraryApi.get, { params: { id: audioId } }),
    networkMode: 'offlineFirst',
  })
}

/** After any change: the audio's own answer is kept and every list and the usage are read again. */
export function useKeepLibraryAudio() {
  const queryClient = useQueryClient()
  return async (audio: LibraryAudio | null, removedId?: string) => {
    if (audio) queryClient.setQueryData(audioLibraryKeys.one(audio.id), audio)
    if (removedId) queryClient.removeQueries({ queryKey: audioLibraryKeys.one(removedId) })
    await queryClient.invalidateQueries({
      queryKey: audioLibraryKeys.all(),
      predicate: (query) => query.queryKey[1] !== 'one',
    })
  }
}

export type LibraryAudioChange = EndpointBody<typeof audioLibraryApi.update>

export function useUpdateLibraryAudio(audioId: string) {
  const { api } = useAppContext().auth
  const keep = useKeepLibraryAudio()
  return useMutation({
    networkMode: 'always',
    mutationFn: (change: LibraryAudioChange) =>
      api.request(audioLibraryApi.update, { params: { id: audioId }, body: change }),
    onSuccess: (audio) => keep(audio),
  })
}

export function useDeleteLibraryAudio(audioId: string) {
  const { api } = useAppContext().auth
  const keep = useKeepLibraryAudio()
  return useMutation({
    networkMode: 'always',
    mutationFn: () => api.request(audioLibraryApi.remove, { params: { id: audioId } }),
    onSuccess: () => keep(null, audioId),
  })
}
