// The client half of work or school sign-in, with a stand-in for Microsoft's library only
// (MSAL cannot reach Microsoft here); the flag lives in jsdom's real session storage.
import type { AccountInfo, AuthenticationResult, RedirectRequest } from '@azure/msal-browser'
import { beforeEach, describe, expect, it } from 'vitest'
import { finishMsLogin, isMsSignInEnabled, startMsLogin, type MsRedirectClient } from '#app/ms-sign-in/ms-login'
import { buildMsLoginForm } from '#app/ms-sign-in/ms-login-form'
import {
  clearPendingLogin,
  isMsLoginPending,
  markMsLoginPending,
  pendingLoginKey,
} from '#app/ms-sign-in/ms-pending-login'
import { msSignInErrorMessage, msSignInFailedMessage } from '#app/ms-sign-in/ms-sign-in-errors'

const account = { homeAccountId: 'oid.tid', username: 'ada@school.example' } as AccountInfo

/** Microsoft's library as far as this flow sees it: records what it is asked. */
function msalStandIn(redirectResult: AuthenticationResult | null | Error = null) {
  const calls = { redirects: [] as RedirectRequest[], active: [] as Array<AccountInfo | null> }
  const client: MsRedirectClient = {
    loginRedirect: async (request) => {
      if (redirectResult instanceof Error) throw redirectResult
      calls.redirects.push(request ?? { scopes: [] })
    },
    handleRedirectPromise: async () => {
      if (redirectResult instanceof Error) throw redirectResult
      return redirectResult
    },
    setActiveAccount: (next) => {
      calls.active.push(next)
    },
  }
  return { client, calls }
}

beforeEach(() => sessionStorage.clear())

describe('pendingLogin', () => {
  it('holds ms in session storage while a sign-in is underway', () => {
    expect(isMsLoginPending(sessionStorage)).toBe(false)
    markMsLoginPending(sessionStorage)
    expect(sessionStorage.getItem(pendingLoginKey)).toBe('ms')
    expect(sessionStorage.getItem('pendingLogin')).toBe('ms')
    clearPendingLogin(sessionStorage)
    expect(sessionStorage.getItem('pendingLogin')).toBeNull()
  })
})

describe('startMsLogin', () => {
  it('sets the flag, then redirects to Microsoft with the server’s nonce', async () => {
    const { client, calls } = msalStandIn()
    await startMsLogin({ storage: sessionStorage, getNonce: async () => 'n-1', client: async () => client })
    expect(sessionStorage.getItem('pendingLogin')).toBe('ms')
    expect(calls.redirects).toEqual([expect.objectContaining({ nonce: 'n-1', scopes: ['openid', 'profile'] })])
  })

  it('removes the flag when the nonce cannot be had or the library fails', async () => {
    const { client } = msalStandIn()
    const noNonce = startMsLogin({
      storage: sessionStorage,
      getNonce: () => Promise.reject(new Error('offline')),
      client: async () => client,
    })
    await expect(noNonce).rejects.toThrow('offline')
    expect(sessionStorage.getItem('pendingLogin')).toBeNull()
    const broken = msalStandIn(new Error('interaction_in_progress'))
    await expect(
      startMsLogin({ storage: sessionStorage, getNonce: async () => 'n', client: async () => broken.client }),
    ).rejects.toThrow()
    expect(sessionStorage.getItem('pendingLogin')).toBeNull()
  })
})

describe('finishMsLogin', () => {
  it('on success removes the flag, makes the account active and posts the ID token', async () => {
    markMsLoginPending(sessionStorage)
    const { client, calls } = msalStandIn({ account, idToken: 'h.p.s' } as AuthenticationResult)
    const posted: string[] = []
    const outcome = await finishMsLogin({
      storage: sessionStorage,
      client: async () => client,
      submit: (token) => posted.push(token),
    })
    expect(outcome).toBe('submitted')
    expect(sessionStorage.getItem('pendingLogin')).toBeNull()
    expect(calls.active).toEqual([account])
    expect(posted).toEqual(['h.p.s'])
  })

  it('with nothing returned (the sign-in was left) removes the flag and posts nothing', async () => {
    markMsLoginPending(sessionStorage)
    const posted: string[] = []
    const outcome = await finishMsLogin({
      storage: sessionStorage,
      client: async () => msalStandIn(null).client,
      submit: (t) => posted.push(t),
    })
    expect(outcome).toBe('none')
    expect(sessionStorage.getItem('pendingLogin')).toBeNull()
    expect(posted).toEqual([])
  })

  it('on failure (an error, or no account) removes the flag and posts nothing', async () => {
    for (const result of [new Error('user_cancelled'), { account: null, idToken: 'h.p.s' } as AuthenticationResult]) {
      markMsLoginPending(sessionStorage)
      const posted: string[] = []
      const finish = finishMsLogin({
        storage: sessionStorage,
        client: async () => msalStandIn(result).client,
        submit: (t) => posted.push(t),
      })
      await expect(finish).rejects.toThrow()
      expect(sessionStorage.getItem('pendingLogin')).toBeNull()
      expect(posted).toEqual([])
    }
  })
})

describe('the ID token form', () => {
  it('POSTs the token as a form field to /auth/ms/login, never in the URL', () => {
    const form = buildMsLoginForm(document, 'h.p.s')
    expect(form.method).toBe('post')
    expect(new URL(form.action).pathname).toBe('/auth/ms/login')
    expect(form.action).not.toContain('h.p.s')
    expect(form.enctype).toBe('application/x-www-form-urlencoded')
    const fields = [...form.elements] as HTMLInputElement[]
    expect(fields.map((f) => [f.type, f.name, f.value])).toEqual([['hidden', 'id_token', 'h.p.s']])
  })
})

describe('sign-in settings and messages', () => {
  it('counts as on only with a client id and an authority', () => {
    expect(isMsSignInEnabled(undefined)).toBe(false)
    expect(isMsSignInEnabled({ enabled: false, clientId: null, authority: null })).toBe(false)
    expect(
      isMsSignInEnabled({ enabled: true, clientId: 'c', authority: 'https://login.microsoftonline.com/organizations' }),
    ).toBe(true)
  })

  it('has a message for each refusal the server names, and a general one otherwise', () => {
    for (const code of ['token', 'expired', 'nonce', 'unavailable'])
      expect(msSignInErrorMessage(code)).not.toBe(msSignInFailedMessage)
    expect(msSignInErrorMessage('<script>')).toBe(msSignInFailedMessage)
  })
})
