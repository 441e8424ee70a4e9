import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderApp } from '../support/render-app'
import { testServerForFile } from '../support/test-server'

const server = testServerForFile()
const on = {
  enabled: true,
  clientId: '11111111-2222-3333-4444-555555555555',
  authority: 'https://login.microsoftonline.com/organizations',
}
const off = { enabled: false, clientId: null, authority: null }

function answerConfig(config: typeof on | typeof off) {
  server.answer((request) =>
    request.path === '/api/auth/ms/config'
      ? { status: 200, body: config }
      : { status: 401, body: { message: 'No session.' } },
  )
}

describe('Log in with Microsoft', () => {
  it('is shown when the server has Microsoft sign-in on', async () => {
    answerConfig(on)
    await renderApp({ path: '/login', apiUrl: server.url })
    const dialog = await screen.findByRole('dialog')
    expect(await within(dialog).findByRole('button', { name: 'Log in with Microsoft' })).toBeTruthy()
  })

  it('stays hidden when it is off', async () => {
    answerConfig(off)
    await renderApp({ path: '/login', apiUrl: server.url })
    const dialog = await screen.findByRole('dialog')
    await waitFor(() => expect(server.seen.some((r) => r.path === '/api/auth/ms/config')).toBe(true))
    expect(within(dialog).queryByRole('button', { name: 'Log in with Microsoft' })).toBeNull()
  })
})

describe('/auth/ms/login after a refused sign-in', () => {
  it('shows why in an alert, removes pendingLogin and links back to Log in', async () => {
    answerConfig(on)
    sessionStorage.setItem('pendingLogin', 'ms')
    await renderApp({ path: '/auth/ms/login?error=nonce', apiUrl: server.url })
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This work or school sign-in has expired or was already used. Please try again.',
    )
    expect(sessionStorage.getItem('pendingLogin')).toBeNull()
    expect(screen.getByRole('link', { name: 'Back to Log in' }).getAttribute('href')).toBe('/login')
  })
})

describe('/auth/ms/logout reached inside the app', () => {
  it('says it is signing out and hands the browser to the server route', async () => {
    answerConfig(on)
    const replace = vi.fn()
    vi.stubGlobal('location', { ...window.location, replace })
    try {
      await renderApp({ path: '/auth/ms/logout', apiUrl: server.url })
      expect((await screen.findByRole('status')).textContent).toContain('Signing you out…')
      await waitFor(() => expect(replace).toHaveBeenCalledWith('/auth/ms/logout'))
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
