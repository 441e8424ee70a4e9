// Moving a take's trim: written on this device first (its own take's record, the session as last
// read), then queued for the server like every other write, so it holds offline and is sent once.
import { useCallback } from 'react'
import type { TakeTrim } from '#contract/takes'
import { useOffline } from '../offline/offline-services'
import { useAppContext } from '../router/use-app-context'
import { queueTakeTrim, takesOn } from '../takes'
import { useUpdateSession } from './session-queries'

export function useTrimTake(sessionId: string): (takeId: string, trim: TakeTrim) => Promise<void> {
  const offline = useOffline()
  const { auth } = useAppContext()
  const update = useUpdateSession(sessionId)
  return useCallback(
    async (takeId, trim) => {
      const userId = auth.getUser()?.id
      if (!userId) return
      // A take recorded here sends its measured loudness and waveform with the points; another's, none.
      const recordedHere = await takesOn(offline).update(takeId, (take) => ({ ...take, trim }))
      update((session) => ({
        ...session,
        takes: session.takes.map((take) => (take.id === takeId ? { ...take, trim } : take)),
      }))
      const { lufs, peaks } = recordedHere?.level ?? {}
      await queueTakeTrim(offline.syncQueue, { userId, sessionId, takeId, ...trim, lufs, peaks })
    },
    [offline, auth, update, sessionId],
  )
}
