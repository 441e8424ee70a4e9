import { useNavigate } from '@tanstack/react-router'
import { useAppContext } from '../router/use-app-context'

/** Log Out: tell the server, forget the credentials, go to `/`; a work or school account
 *  finishes at /auth/ms/logout, which is a server route (full page navigation). */
export function useLogOut(): () => Promise<void> {
  const { auth } = useAppContext()
  const navigate = useNavigate()
  return async () => {
    const microsoft = auth.getUser()?.accountType === 'microsoft'
    await auth.signOut()
    if (microsoft) window.location.assign('/auth/ms/logout')
    else await navigate({ to: '/' })
  }
}
