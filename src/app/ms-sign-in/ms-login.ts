// Work or school sign-in through MSAL's redirect flow (popups fail in installed PWAs on iOS).
// MSAL is imported only here and only when used, so it sits in its own chunk. Start: set the
// flag, get a nonce from the server, go to Microsoft. Finish, on /auth/ms/login where Microsoft
// returns (the result is in the URL fragment, never sent to a server): post the ID token.
import type { IPublicClientApplication } from '@azure/msal-browser'
import { msSignInPages, type MsSignInConfig } from '#contract/ms-sign-in'
import { clearPendingLogin, markMsLoginPending } from './ms-pending-login'

/** The part of MSAL this flow uses. */
export type MsRedirectClient = Pick<
  IPublicClientApplication,
  'loginRedirect' | 'handleRedirectPromise' | 'setActiveAccount'
>

export type EnabledMsSignIn = MsSignInConfig & { clientId: string; authority: string }

export const isMsSignInEnabled = (config: MsSignInConfig | undefined): config is EnabledMsSignIn =>
  Boolean(config?.enabled && config.clientId && config.authority)

export async function loadMsRedirectClient(
  config: EnabledMsSignIn,
  origin: string = window.location.origin,
): Promise<MsRedirectClient> {
  const { createStandardPublicClientApplication } = await import('@azure/msal-browser')
  return createStandardPublicClientApplication({
    auth: {
      clientId: config.clientId,
      authority: config.authority,
      redirectUri: `${origin}${msSignInPages.login}`,
      postLogoutRedirectUri: `${origin}/`,
    },
    // The tab's own: nothing of the Microsoft account outlives it on a shared classroom device.
    cache: { cacheLocation: 'sessionStorage' },
  })
}

export interface StartMsLoginDeps {
  storage: Storage
  getNonce: () => Promise<string>
  client: () => Promise<MsRedirectClient>
}

/** Resolves as the browser leaves for Microsoft; on failure the flag is removed and the error thrown. */
export async function startMsLogin({ storage, getNonce, client }: StartMsLoginDeps): Promise<void> {
  markMsLoginPending(storage)
  try {
    const [nonce, msal] = await Promise.all([getNonce(), client()])
    await msal.loginRedirect({ scopes: ['openid', 'profile'], nonce, prompt: 'select_account' })
  } catch (error) {
    clearPendingLogin(storage)
    throw error
  }
}

export interface FinishMsLoginDeps {
  storage: Storage
  client: () => Promise<MsRedirectClient>
  /** Replaces the page with the form POST of the ID token to /auth/ms/login. */
  submit: (idToken: string) => void
}

/** 'submitted': the token is on its way; 'none': Microsoft sent nothing back (the sign-in was left). */
export async function finishMsLogin({ storage, client, submit }: FinishMsLoginDeps): Promise<'submitted' | 'none'> {
  try {
    const msal = await client()
    const result = await msal.handleRedirectPromise({ navigateToLoginRequestUrl: false })
    if (!result) {
      clearPendingLogin(storage)
      return 'none'
    }
    if (!result.account || !result.idToken) throw new Error('Microsoft returned no account.')
    clearPendingLogin(storage)
    msal.setActiveAccount(result.account)
    submit(result.idToken)
    return 'submitted'
  } catch (error) {
    clearPendingLogin(storage)
    throw error
  }
}
