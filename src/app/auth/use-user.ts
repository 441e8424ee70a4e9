import { useSyncExternalStore } from 'react'
import type { User } from '#contract/users'
import { useAppContext } from '../router/use-app-context'

/** The signed-in user, or null; re-renders on sign-in, refresh and sign-out. */
export function useUser(): User | null {
  const { auth } = useAppContext()
  return useSyncExternalStore(auth.subscribe, auth.getUser, auth.getUser)
}
