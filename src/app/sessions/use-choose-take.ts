import { useMutation } from '@tanstack/react-query'
import { sessionsApi } from '#contract/sessions'
import { useAppContext } from '../router/use-app-context'
import { useUpdateSession } from './session-queries'
import { markChosen } from './studio-takes'

/** Chooses the take that counts for its line (needs the server) and writes the answer to the cache. */
export function useChooseTake(sessionId: string) {
  const { api } = useAppContext().auth
  const update = useUpdateSession(sessionId)
  return useMutation({
    mutationFn: (takeId: string) => api.request(sessionsApi.chooseTake, { params: { id: sessionId, takeId } }),
    onSuccess: (chosen) => update((session) => ({ ...session, takes: markChosen(session.takes, chosen) })),
  })
}
