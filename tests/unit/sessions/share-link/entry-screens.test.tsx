import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '#tests/unit/support/render-app'
import { startTestServer, testServerForFile } from '#tests/unit/support/test-server'
import { makeUser } from '#tests/unit/support/users'

const server = testServerForFile()

const sessionAnswer = { status: 200, body: { id: 'session-1', scriptId: 'script-1' } }

describe('/s/{linkId}', () => {
  it('joins the linked session and replaces itself with the studio', async () => {
    server.answer((request) =>
      request.path === '/api/sharelinks/link-1/session'
        ? sessionAnswer
        : { status: 404, body: { message: 'Not here.' } },
    )
    const { router } = await renderApp({ path: '/s/link-1', user: makeUser(), apiUrl: server.url })
    await waitFor(() => expect(router.state.location.pathname).toBe('/session/session-1'))
    expect(server.seen.filter((request) => request.path === '/api/sharelinks/link-1/session')).toHaveLength(1)
    expect(server.seen[0]?.authorization).toBe('Bearer token')
  })

  it('says the link is invalid when the server refuses it', async () => {
    server.answer(() => ({ status: 404, body: { message: 'This link is invalid.' } }))
    const { router } = await renderApp({ path: '/s/revoked', user: makeUser(), apiUrl: server.url })
    expect(await screen.findByText('This link is invalid.')).toBeTruthy()
    expect(router.state.location.pathname).toBe('/s/revoked')
  })

  it('offers to try again when the server cannot be reached', async () => {
    await renderApp({ path: '/s/link-1', user: makeUser() })
    expect(await screen.findByText(/Could not reach the server/)).toBeTruthy()
    expect(screen.queryByText('This link is invalid.')).toBeNull()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })

  it('sends a signed-out visitor to log in and back to the link', async () => {
    const { router } = await renderApp({ path: '/s/link-2' })
    expect(await screen.findByText('Please log in to access the shared script.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }))
    await waitFor(() => expect(router.state.location.href).toBe('/login?redirect=%2Fs%2Flink-2'))
  })
})

describe('/script/{scriptId}', () => {
  it('opens the session of the script and replaces itself with the studio, so Back skips it', async () => {
    server.answer((request) =>
      request.path === '/api/scripts/script-1/session'
        ? sessionAnswer
        : { status: 404, body: { message: 'Not here.' } },
    )
    const { router } = await renderApp({ path: '/guide', user: makeUser(), apiUrl: server.url })
    await router.navigate({ to: '/script/$scriptId', params: { scriptId: 'script-1' } })
    await waitFor(() => expect(router.state.location.pathname).toBe('/session/session-1'))
    router.history.back()
    await waitFor(() => expect(router.state.location.pathname).toBe('/guide'))
  })

  it('goes back where the member came from when the session cannot be opened', async () => {
    server.answer(() => ({ status: 404, body: { message: 'This script does not exist.' } }))
    const { router } = await renderApp({ path: '/guide', user: makeUser(), apiUrl: server.url })
    await router.navigate({ to: '/script/$scriptId', params: { scriptId: 'gone' } })
    await waitFor(() => expect(router.state.location.pathname).toBe('/guide'))
  })

  it('goes to the scripts when there is no page to go back to', async () => {
    server.answer(() => ({ status: 403, body: { message: 'No.' } }))
    const { router } = await renderApp({ path: '/script/private', user: makeUser(), apiUrl: server.url })
    await waitFor(() => expect(router.state.location.pathname).toBe('/scripts'))
  })

  it('offline, opens the session this device entered before', async () => {
    const flaky = await startTestServer()
    flaky.answer(() => sessionAnswer)
    const { router } = await renderApp({ path: '/script/script-1', user: makeUser(), apiUrl: flaky.url })
    await waitFor(() => expect(router.state.location.pathname).toBe('/session/session-1'))
    // The studio's screen loaded (a cold import here) before the member moves on.
    await waitFor(() => expect(router.state.status).toBe('idle'))
    await router.navigate({ to: '/guide' })
    await flaky.close()
    await router.navigate({ to: '/script/$scriptId', params: { scriptId: 'script-1' } })
    await waitFor(() => expect(router.state.location.pathname).toBe('/session/session-1'))
  })

  it('sends a signed-out visitor to log in first', async () => {
    const { router } = await renderApp({ path: '/script/script-1' })
    await waitFor(() => expect(router.state.location.href).toBe('/login?redirect=%2Fscript%2Fscript-1'))
  })
})
