// The member's sign-ins, read fresh whenever the profile editor opens (never from the persisted
// cache: a list of devices must not show stale "last used" times), and the two ways to end them.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { signInsApi } from '#contract/sign-ins'
import { useAppContext } from '../router/use-app-context'
import { signInKeys } from './sign-in-keys'

export function useSignIns() {
  const { api } = useAppContext().auth
  return useQuery({
    queryKey: signInKeys.list(),
    queryFn: () => api.request(signInsApi.list),
    select: (answer) => answer.entries,
    staleTime: 0,
    gcTime: 0,
  })
}

export function useEndSignIns() {
  const { api } = useAppContext().auth
  const queryClient = useQueryClient()
  const settled = () => queryClient.invalidateQueries({ queryKey: signInKeys.list() })
  const endOne = useMutation({
    mutationFn: (id: string) => api.request(signInsApi.end, { params: { id } }),
    onSettled: settled,
  })
  const endOthers = useMutation({
    mutationFn: () => api.request(signInsApi.endOthers),
    onSettled: settled,
  })
  return { endOne, endOthers }
}
