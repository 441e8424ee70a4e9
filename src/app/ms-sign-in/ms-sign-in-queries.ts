// The server's side of work or school sign-in: whether it is on (with MSAL's settings), and the
// nonce a sign-in starts with.
import { useMutation, useQuery } from '@tanstack/react-query'
import { msSignInApi } from '#contract/ms-sign-in'
import { useAppContext } from '../router/use-app-context'
import { loadMsRedirectClient, startMsLogin, type EnabledMsSignIn } from './ms-login'
import { msSignInKeys } from './ms-sign-in-keys'

/** Whether work or school sign-in is on, and MSAL's client id and authority; no answer reads as off. */
export function useMsSignInConfig() {
  const { auth } = useAppContext()
  return useQuery({
    queryKey: msSignInKeys.config(),
    queryFn: () => auth.api.request(msSignInApi.config),
    staleTime: 5 * 60_000,
    retry: false,
  })
}

/** Leaves for Microsoft with a nonce from the server; resolves as the browser leaves. */
export function useStartMsLogin() {
  const { auth } = useAppContext()
  return useMutation({
    networkMode: 'always',
    mutationFn: (enabled: EnabledMsSignIn) =>
      startMsLogin({
        storage: window.sessionStorage,
        getNonce: async () => (await auth.api.request(msSignInApi.nonce)).nonce,
        client: () => loadMsRedirectClient(enabled),
      }),
  })
}
