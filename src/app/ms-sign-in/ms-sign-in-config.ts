import { useQuery } from '@tanstack/react-query'
import { msSignInApi } from '../../contract/ms-sign-in'
import { useAppContext } from '../router/use-app-context'

export const msSignInConfigKey = ['ms-sign-in-config'] as const

/** Whether work or school sign-in is on, and MSAL's client id and authority; no answer reads as off. */
export function useMsSignInConfig() {
  const { auth } = useAppContext()
  return useQuery({
    queryKey: msSignInConfigKey,
    queryFn: () => auth.api.request(msSignInApi.config),
    staleTime: 5 * 60_000,
    retry: false,
  })
}
