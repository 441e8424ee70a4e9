// /login, /register (main and podcast) and /resetpassword (podcast): the login dialog as a page.
// Switching views navigates between these routes where they exist, else switches in place (Join
// your class; Reset password on the main site).
import { useNavigate, useRouter, useSearch } from '@tanstack/react-router'
import { useState } from 'react'
import { useScreenShown } from '../prerender/handoff'
import { safeRedirect } from '../router/decide-access'
import { useAppContext } from '../router/use-app-context'
import type { AuthView } from './auth-view'
import { backToOpener } from './back-to-opener'
import { LoginDialog } from './login-dialog'

/** Shown when the server refused the last sign-in (signed out elsewhere, expired), not after Log Out. */
export const sessionEndedNote =
  'Your session has ended. Please log in again. Anything waiting on this device is sent once you do.'

function AuthRoutePage({ view }: { view: AuthView }) {
  const { variant, auth } = useAppContext()
  const navigate = useNavigate()
  const { history } = useRouter()
  const { redirect } = useSearch({ strict: false })
  const [inPlaceView, setInPlaceView] = useState<AuthView | null>(null)
  const search = redirect === undefined ? {} : { redirect }
  useScreenShown()

  function changeView(next: AuthView) {
    setInPlaceView(null)
    if (next === 'login') void navigate({ to: '/login', search })
    else if (next === 'register') void navigate({ to: '/register', search })
    else if (next === 'reset' && variant === 'podcast') void navigate({ to: '/resetpassword', search })
    else setInPlaceView(next)
  }

  function signedIn() {
    const home = variant === 'main' ? '/scripts' : '/'
    void navigate({ href: safeRedirect(redirect, home), replace: true })
  }

  const shown = inPlaceView ?? view
  const note = shown === 'login' && auth.store.ended() ? sessionEndedNote : undefined
  // Opened from a page of this app (its "Log in" passes where to return): Escape goes back there.
  const close = redirect !== undefined && history.canGoBack() ? () => backToOpener(() => history.back()) : undefined
  return <LoginDialog view={shown} onViewChange={changeView} onSignedIn={signedIn} note={note} onClose={close} />
}

export function LoginRouteScreen() {
  return <AuthRoutePage view="login" />
}

export function RegisterRouteScreen() {
  return <AuthRoutePage view="register" />
}

export function ResetRouteScreen() {
  return <AuthRoutePage view="reset" />
}
