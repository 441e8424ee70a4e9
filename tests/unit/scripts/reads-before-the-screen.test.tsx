// /scripts' reads leave when its route matches (router/page-route.ts: `prefetch`), not after its
// screen's first render; online they do not wait for the device's copy to be restored (app.tsx),
// offline they do; and a read made this page is not taken for the device's copy (fresh-reads.ts).
import { QueryClient } from '@tanstack/react-query'
import { createMemoryHistory } from '@tanstack/react-router'
import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createAppRouter } from '#app/app-router'
import { createAuth } from '#app/auth/auth'
import type { DeviceStorage } from '#app/offline/device-storage'
import { markRestoredReadsStale } from '#app/offline/fresh-reads'
import { scriptKeys } from '#app/scripts/script-keys'
import { renderApp } from '../support/render-app'
import { testServerForFile, type SeenRequest } from '../support/test-server'
import { makeUser } from '../support/users'
import { scriptSummary } from './support/script-store'

const server = testServerForFile()

const summary = scriptSummary('s1', 'The umbrella')

function answerScriptsScreen(request: SeenRequest) {
  if (request.path.startsWith('/api/scripts?') && request.path.includes('scope=mine'))
    return { status: 200, body: { items: [summary], nextCursor: null } }
  if (request.path.startsWith('/api/scripts?')) return { status: 200, body: { items: [], nextCursor: null } }
  if (request.path === '/api/templates') return { status: 200, body: [] }
  return { status: 404, body: { message: 'Not found.' } }
}

const screenReads = ['/api/scripts?scope=mine&limit=20', '/api/scripts?scope=shared&limit=20', '/api/templates']
/** The screen's reads the server was asked for (by one member: a test's app may outlive it). */
const readsSeen = (authorization?: string) =>
  server.seen
    .filter((request) => authorization === undefined || request.authorization === authorization)
    .map((request) => request.path)
    .filter((path) => screenReads.includes(path))

/** A device storage that is still opening (a slow IndexedDB, the device chunk on its way). */
const stillOpening: DeviceStorage = {
  open: () => new Promise(() => {}),
  isOpen: () => false,
  holdsData: Promise.resolve(true),
}

afterEach(() => {
  vi.restoreAllMocks()
  localStorage.clear()
})

async function loadRoute(path: string, signedIn: boolean) {
  const auth = createAuth({ storage: localStorage, baseUrl: server.url })
  if (signedIn) auth.store.set({ user: makeUser(), token: 'token' })
  const router = createAppRouter(
    { variant: 'main', auth, queryClient: new QueryClient() },
    createMemoryHistory({ initialEntries: [path] }),
  )
  await router.load()
  return router
}

describe("/scripts' reads", { timeout: 20_000 }, () => {
  it('leave when the route matches for a member, with nothing rendered', async () => {
    server.answer(answerScriptsScreen)
    await loadRoute('/scripts', true)
    await waitFor(() => expect(readsSeen().sort()).toEqual([...screenReads].sort()))
  })

  it('do not leave for a visitor, who is sent to log in', async () => {
    server.answer(answerScriptsScreen)
    const router = await loadRoute('/scripts', false)
    expect(router.state.location.pathname).toBe('/login')
    expect(readsSeen()).toEqual([])
  })

  it('do not leave from the route offline: the screen reads once the device copy is restored', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    server.answer(answerScriptsScreen)
    await loadRoute('/scripts', true)
    // A tick for any read that was going to leave.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(readsSeen()).toEqual([])
  })

  it('online, the list shows without waiting for the device copy to be restored', async () => {
    server.answer(answerScriptsScreen)
    await renderApp({ path: '/scripts', user: makeUser(), apiUrl: server.url, storage: stillOpening })
    await screen.findByText('The umbrella')
    expect(screen.queryByText('No scripts are shared with you yet.')).not.toBeNull()
  })

  it('offline, the list waits for the device copy and never says there are no scripts', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    // IndexedDB slow to answer: the restore's own read of the kept copy (early-query-cache.ts) waits.
    vi.spyOn(indexedDB, 'open').mockReturnValue({} as IDBOpenDBRequest)
    server.answer(answerScriptsScreen)
    await renderApp({
      path: '/scripts',
      user: makeUser(),
      token: 'offline-member',
      apiUrl: server.url,
      storage: stillOpening,
    })
    await screen.findByRole('status', { name: 'Loading my scripts…' })
    // Long enough for a read to come back, had one left.
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(screen.queryByRole('status', { name: 'Loading my scripts…' })).not.toBeNull()
    expect(screen.queryByText('You have no scripts yet.')).toBeNull()
    expect(screen.queryByText('The umbrella')).toBeNull()
    expect(readsSeen('Bearer offline-member')).toEqual([])
  })
})

describe('after the device copy is restored', () => {
  it('what it restored is read again, and what this page already read is not', async () => {
    const queryClient = new QueryClient()
    const pageStartedAt = Date.now()
    queryClient.setQueryData(
      scriptKeys.list('mine'),
      { pages: [], pageParams: [] },
      { updatedAt: pageStartedAt - 60_000 },
    )
    queryClient.setQueryData(scriptKeys.list('shared'), { pages: [], pageParams: [] }, { updatedAt: pageStartedAt + 5 })
    await markRestoredReadsStale(queryClient, pageStartedAt)
    const invalidated = (scope: 'mine' | 'shared') =>
      queryClient.getQueryCache().find({ queryKey: scriptKeys.list(scope) })?.state.isInvalidated
    expect(invalidated('mine')).toBe(true)
    expect(invalidated('shared')).toBe(false)
  })
})
