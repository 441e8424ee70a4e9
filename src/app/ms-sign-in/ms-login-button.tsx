import { useState } from 'react'
import { PlainButton } from '../ui/plain/plain-button'
import { isMsSignInEnabled, type EnabledMsSignIn } from './ms-login'
import { useMsSignInConfig, useStartMsLogin } from './ms-sign-in-queries'

interface MsLoginButtonProps {
  /** The login view's submit runner, so a failure shows in its alert. */
  run: (action: () => Promise<unknown>) => Promise<boolean>
}

/** 'Log in with Microsoft'; hidden while the server has Microsoft sign-in off (or cannot say). */
export function MsLoginButton({ run }: MsLoginButtonProps) {
  const { data: config } = useMsSignInConfig()
  const start = useStartMsLogin()
  const [leaving, setLeaving] = useState(false)
  if (!isMsSignInEnabled(config)) return null

  async function logIn(enabled: EnabledMsSignIn) {
    setLeaving(true)
    const started = await run(() => start.mutateAsync(enabled))
    // On success the page is leaving for Microsoft: stay busy until it does.
    if (!started) setLeaving(false)
  }

  return (
    <PlainButton variant="outline" loading={leaving} onClick={() => void logIn(config)}>
      Log in with Microsoft
    </PlainButton>
  )
}
