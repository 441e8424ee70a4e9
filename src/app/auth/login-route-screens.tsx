// /login, /register (main and podcast) and /resetpassword (podcast): the login dialog as a page.
// Switching views navigates between these routes where they exist, else switches in place.
import { useNavigate, useSearch } from '@tanstack/react-router'
import { useState } from 'react'
import { safeRedirect } from '../router/decide-access'
import { useAppContext } from '../router/use-app-context'
import type { AuthView } from './auth-view'
import { LoginDialog } from './login-dialog'

function AuthRoutePage({ view }: { view: AuthView }) {
  const { variant } = useAppContext()
  const navigate = useNavigate()
  const { redirect } = useSearch({ strict: false })
  const [inPlaceView, setInPlaceView] = useState<AuthView | null>(null)
  const search = redirect === undefined ? {} : { redirect }

  function changeView(next: AuthView) {
    setInPlaceView(null)
    if (next === 'login') void navigate({ to: '/login', search })
    else if (next === 'register') void navigate({ to: '/register', search })
    else if (variant === 'podcast') void navigate({ to: '/resetpassword', search })
    else setInPlaceView(next)
  }

  function signedIn() {
    const home = variant === 'main' ? '/scripts' : '/'
    void navigate({ href: safeRedirect(redirect, home), replace: true })
  }

  return <LoginDialog view={inPlaceView ?? view} onViewChange={changeView} onSignedIn={signedIn} />
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
