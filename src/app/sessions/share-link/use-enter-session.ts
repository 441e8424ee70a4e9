// Entering a session (from a script or a share link) is one call that answers the session's id;
// the screen then replaces its own URL with the studio's, so Back from the studio skips the entry
// page. The answer is kept in the persisted query cache: offline, a script or link entered before
// still opens the session this device knows.
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { sessionsApi } from '#contract/sessions'
import { activityActions } from '#shared/activity-constants'
import { logActivity } from '#app/activities'
import { NetworkError } from '#app/api/api-error'
import { useAppContext } from '#app/router/use-app-context'
import { sessionKeys } from '../session-keys'

export type EnterState = { kind: 'entering' } | { kind: 'failed'; error: unknown }

/** The member's session of a script: found, or opened now. */
export function useEnterFromScript(scriptId: string): EnterState {
  const { api } = useAppContext().auth
  return useEnterSession(sessionKeys.entered('script', scriptId), () =>
    api.request(sessionsApi.forScript, { params: { id: scriptId } }),
  )
}

/** The session a share link invites to, joined. */
export function useEnterFromLink(linkId: string): EnterState {
  const { api } = useAppContext().auth
  return useEnterSession(sessionKeys.entered('link', linkId), async () => {
    const session = await api.request(sessionsApi.forShareLink, { params: { linkId } })
    void logActivity(activityActions.shareLinkOpened)
    return session
  })
}

/** Calls `enter` once (StrictMode runs effects twice), then goes to the studio in place. To try
 *  again, remount the screen (a new React `key`). */
function useEnterSession(key: readonly string[], enter: () => Promise<{ id: string }>): EnterState {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [state, setState] = useState<EnterState>({ kind: 'entering' })
  const started = useRef<string | null>(null)
  const keyText = JSON.stringify(key)

  useEffect(() => {
    if (started.current === keyText) return
    started.current = keyText
    enter()
      .then(
        (session) => {
          queryClient.setQueryData(key, session)
          return session.id
        },
        (error: unknown) => {
          const known = queryClient.getQueryData<{ id: string }>(key)
          if (error instanceof NetworkError && known) return known.id
          throw error
        },
      )
      .then(
        (sessionId) => navigate({ to: '/session/$sessionId', params: { sessionId }, replace: true }),
        (error: unknown) => setState({ kind: 'failed', error }),
      )
    // `key` and `enter` are new objects each render; `keyText` names what is entered.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keyText])

  return state
}
