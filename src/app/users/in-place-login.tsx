import { useNavigate, useRouter } from '@tanstack/react-router'
import { useState } from 'react'
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
      note={noPrivilege ? 'This account cannot see metrics. Log in with an account that can.' : undefined}
    />
  )
}
