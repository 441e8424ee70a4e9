// Choosing the take that counts for its line: shown at once (the session as last read), and queued
// for the server like every write, so a choice made offline is sent once when the network returns.
import { useMutation } from '@tanstack/react-query'
import { useOffline } from '../offline/offline-services'
import { useAppContext } from '../router/use-app-context'
import { queueTakeChoice } from '../takes'
import { useUpdateSession } from './session-queries'
import { markChosen } from './studio-takes'

export function useChooseTake(sessionId: string) {
  const offline = useOffline()
  const { auth } = useAppContext()
  const update = useUpdateSession(sessionId)
  return useMutation({
    // Written on the device: never paused for the network.
    networkMode: 'always',
    mutationFn: async (takeId: string) => {
      const userId = auth.getUser()?.id
      if (!userId) throw new Error('Log in again to choose a take.')
      let lineId: string | undefined
      update((session) => {
        const take = session.takes.find((each) => each.id === takeId)
        lineId = take?.lineId
        return take
          ? { ...session, takes: markChosen(session.takes, { ...take, chosen: true, chosenByMember: true }) }
          : session
      })
      if (lineId) await queueTakeChoice(offline.syncQueue, { userId, sessionId, lineId, takeId })
    },
  })
}
