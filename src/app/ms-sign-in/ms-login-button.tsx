import { Button } from '@chakra-ui/react'
import { useState } from 'react'
import { msSignInApi } from '../../contract/ms-sign-in'
import { useAppContext } from '../router/use-app-context'
import { isMsSignInEnabled, loadMsRedirectClient, startMsLogin, type EnabledMsSignIn } from './ms-login'
import { useMsSignInConfig } from './ms-sign-in-config'

interface MsLoginButtonProps {
  /** The login view's submit runner, so a failure shows in its alert. */
  run: (action: () => Promise<unknown>) => Promise<boolean>
}

/** 'Log in with Microsoft'; hidden while the server has Microsoft sign-in off (or cannot say). */
export function MsLoginButton({ run }: MsLoginButtonProps) {
  const { auth } = useAppContext()
  const { data: config } = useMsSignInConfig()
  const [leaving, setLeaving] = useState(false)
  if (!isMsSignInEnabled(config)) return null

  async function logIn(enabled: EnabledMsSignIn) {
    setLeaving(true)
    const started = await run(() =>
      startMsLogin({
        storage: window.sessionStorage,
        getNonce: async () => (await auth.api.request(msSignInApi.nonce)).nonce,
        client: () => loadMsRedirectClient(enabled),
      }),
    )
    // On success the page is leaving for Microsoft: stay busy until it does.
    if (!started) setLeaving(false)
  }

  return (
    <Button variant="outline" loading={leaving} onClick={() => void logIn(config)}>
      Log in with Microsoft
    </Button>
  )
}
