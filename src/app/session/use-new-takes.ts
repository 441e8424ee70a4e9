// Other participants' new takes without reloading: every few seconds, while the page is visible and
// online, asks for the takes since the server time of the last answer and adds them to the cached
// session by id (polls overlap on purpose, see the server's `pollOverlapMs`).
import { useEffect, useRef } from 'react'
import { sessionsApi } from '../../contract/sessions'
import { useOnline } from '../offline/use-online'
import { useAppContext } from '../router/use-app-context'
import { useUpdateSession } from './session-queries'
import { addNewTakes } from './studio-takes'

export const newTakesPollMs = 4_000

export function useNewTakes(sessionId: string, enabled: boolean): void {
  const { api } = useAppContext().auth
  const online = useOnline()
  const update = useUpdateSession(sessionId)
  // Kept across offline spells, so coming back online asks only for what is new.
  const after = useRef<string | undefined>(undefined)

  useEffect(() => {
    if (!enabled || !online) return
    let busy = false
    const poll = async () => {
      if (busy || document.visibilityState !== 'visible') return
      busy = true
      try {
        const answer = await api.request(sessionsApi.takesSince, { params: { id: sessionId }, query: { after: after.current } })
        after.current = answer.serverTime
        if (answer.takes.length > 0) update((session) => ({ ...session, takes: addNewTakes(session.takes, answer.takes) }))
      } catch {
        // Offline or a hiccup: the next poll asks again from the same time.
      } finally {
        busy = false
      }
    }
    const timer = setInterval(() => void poll(), newTakesPollMs)
    const onVisible = () => void poll()
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      clearInterval(timer)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [api, sessionId, enabled, online, update])
}
