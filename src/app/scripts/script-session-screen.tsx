import { useParams, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useUser } from '../auth/use-user'
import { EnteringScreen, useEnterFromScript } from '../sessions'

export const openingSessionText = 'Opening the session…'

/** /script/{scriptId} (SPEC §2): finds or opens the member's session of the script and replaces
 *  itself with the studio; on failure it goes back, or to /scripts when there is no back. A
 *  signed-out visitor logs in first and comes back here. */
export function ScriptSessionScreen() {
  const user = useUser()
  const { scriptId } = useParams({ from: '/script/$scriptId' })
  return user ? <EnterFromScript scriptId={scriptId} /> : <LogInFirst redirect={`/script/${scriptId}`} />
}

function EnterFromScript({ scriptId }: { scriptId: string }) {
  const router = useRouter()
  const state = useEnterFromScript(scriptId)
  const failed = state.kind === 'failed'

  useEffect(() => {
    if (!failed) return
    if (router.history.canGoBack()) router.history.back()
    else void router.navigate({ to: '/scripts', replace: true })
  }, [failed, router])

  return <EnteringScreen text={openingSessionText} />
}

function LogInFirst({ redirect }: { redirect: string }) {
  const router = useRouter()
  useEffect(() => {
    void router.navigate({ to: '/login', search: { redirect }, replace: true })
  }, [redirect, router])
  return <EnteringScreen text={openingSessionText} />
}
