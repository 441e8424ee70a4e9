// Other participants' new takes without reloading: every few seconds, while the page is visible and
// online, asks for the takes since the server time of the last answer and adds them to the cached
// session by id (polls overlap on purpose, see `newTakesPollOverlapMs`). The first poll looks back
// only from the newest take the session already holds, so it does not bring every take again, and a
// poll that finds nothing keeps its `after`, so its unchanged answer is a 304 (issue 36).
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { newTakesPollOverlapMs, sessionsApi, type Session } from '#contract/sessions'
import { type Take } from '#contract/takes'
import { useOnline } from '../offline/use-online'
import { useAppContext } from '../router/use-app-context'
import { sessionKeys } from './session-keys'
import { useUpdateSession } from './session-queries'
import { addNewTakes } from './studio-takes'

export const newTakesPollMs = 4_000

/** Where the first poll starts: the server's time of the newest take the session holds, less the
 *  overlap (a take saved around it is found again, never missed); nothing held, everything. */
export function firstPollAfter(session: Session | undefined): string | undefined {
  const newest = session?.takes.reduce<string | undefined>(
    (latest, take) => (latest === undefined || take.createdAt > latest ? take.createdAt : latest),
    undefined,
  )
  const time = newest === undefined ? Number.NaN : Date.parse(newest)
  return Number.isNaN(time) ? undefined : new Date(time - newTakesPollOverlapMs).toISOString()
}

function byNewcomer(session: Session, takes: Take[]): boolean {
  const known = new Set(session.participants.map((participant) => participant.user.id))
  return takes.some((take) => !known.has(take.userId))
}

/** `uploadedHere`: how many of this device's takes the server has; each new one asks at once (the
 *  server may have made it the line's chosen take). */
export function useNewTakes(sessionId: string, enabled: boolean, uploadedHere = 0): void {
  const { api } = useAppContext().auth
  const online = useOnline()
  const update = useUpdateSession(sessionId)
  const queryClient = useQueryClient()
  // Kept across offline spells, so coming back online asks only for what is new.
  const after = useRef<string | undefined>(undefined)

  useEffect(() => {
    if (!enabled || !online) return
    let busy = false
    const poll = async () => {
      if (busy || document.visibilityState !== 'visible') return
      busy = true
      try {
        after.current ??= firstPollAfter(queryClient.getQueryData<Session>(sessionKeys.detail(sessionId)))
        const answer = await api.request(sessionsApi.takesSince, {
          params: { id: sessionId },
          query: { after: after.current },
        })
        after.current = answer.serverTime
        if (answer.takes.length > 0) {
          const cached = queryClient.getQueryData<Session>(sessionKeys.detail(sessionId))
          update((session) => ({ ...session, takes: addNewTakes(session.takes, answer.takes) }))
          // A take by someone this page does not know yet: they joined, and roles moved to them.
          if (cached && byNewcomer(cached, answer.takes))
            void queryClient.invalidateQueries({ queryKey: sessionKeys.detail(sessionId), exact: true })
        }
      } catch {
        // Offline or a hiccup: the next poll asks again from the same time.
      } finally {
        busy = false
      }
    }
    void poll()
    const timer = setInterval(() => void poll(), newTakesPollMs)
    const onVisible = () => void poll()
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      clearInterval(timer)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [api, sessionId, enabled, online, update, queryClient, uploadedHere])
}
