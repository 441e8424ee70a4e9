import { useNavigate, useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { mainSiteUrl } from '../variant/variant-origins'
import type { AuthView } from './auth-view'
import { LoginDialog } from './login-dialog'

/** Dashboard: the login dialog shown where the metrics would be; after login, back to `/`. */
export function InPlaceLogin({ noPrivilege }: { noPrivilege: boolean }) {
  const [view, setView] = useState<AuthView>('login')
  const navigate = useNavigate()
  const router = useRouter()

  async function signedIn() {
    setView('login')
    await navigate({ to: '/', replace: true })
    await router.invalidate()
  }

  return (
    <LoginDialog
      view={view}
      onViewChange={setView}
      onSignedIn={() => void signedIn()}
      note={noPrivilege ? <NoMetricsNote /> : undefined}
    />
  )
}

/** Signed in without `show_metrics`: SPEC keeps the login dialog, and this says why and where the
 *  privilege comes from (issue 34: no bare refusal). */
function NoMetricsNote() {
  return (
    <>
      This account cannot see metrics: they come with the Metrics membership, which it does not have. Log in with an
      account that has it, or see <a href={mainSiteUrl(window.location, '/membership')}>Membership</a>.
    </>
  )
}
