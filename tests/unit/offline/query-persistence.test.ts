import { QueryClient, type QueryKey } from '@tanstack/react-query'
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  type PersistedClient,
  type Persister,
} from '@tanstack/react-query-persist-client'
import { describe, expect, it } from 'vitest'
import { ApiError, NetworkError } from '#app/api/api-error'
import { persistOptions } from '#app/offline/query-persistence'

/** The device's record of the query cache, in memory. */
function recordOnDevice(): Persister & { record(): PersistedClient | undefined } {
  let kept: PersistedClient | undefined
  return {
    persistClient: (client) => {
      kept = structuredClone(client)
    },
    restoreClient: () => structuredClone(kept),
    removeClient: () => {
      kept = undefined
    },
    record: () => kept,
  }
}

const session = { id: 's1', title: 'The lighthouse keeper' }
const sessionKey: QueryKey = ['sessions', 's1']
const networkDown = () => Promise.reject(new NetworkError())

/** A page's query cache holding the session, read once from the server. */
async function pageThatReadTheSession(): Promise<{ page: QueryClient; answeredAt: number }> {
  const page = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  await page.fetchQuery({ queryKey: sessionKey, queryFn: () => session })
  return { page, answeredAt: page.getQueryState(sessionKey)!.dataUpdatedAt }
}

async function saveAndReload(page: QueryClient, device: Persister, options = persistOptions(device, 'build-1')) {
  await persistQueryClientSave({ queryClient: page, ...options })
  const reloaded = new QueryClient()
  await persistQueryClientRestore({ queryClient: reloaded, ...options })
  return reloaded
}

describe('the query cache kept on the device', () => {
  it('keeps a read whose refetch failed, as the answer it last had (the network dropped, or answered nothing while the device believed it was online)', async () => {
    const device = recordOnDevice()
    const { page, answeredAt } = await pageThatReadTheSession()
    await page.fetchQuery({ queryKey: sessionKey, queryFn: networkDown, staleTime: 0 }).catch(() => undefined)
    expect(page.getQueryState(sessionKey)).toMatchObject({ status: 'error', data: session })

    const reloaded = await saveAndReload(page, device)

    expect(reloaded.getQueryData(sessionKey)).toEqual(session)
    expect(reloaded.getQueryState(sessionKey)).toMatchObject({
      status: 'success',
      error: null,
      dataUpdatedAt: answeredAt,
    })
  })

  it('keeps no read the server refused since: a session gone or no longer shared is not shown from the device', async () => {
    const device = recordOnDevice()
    const { page } = await pageThatReadTheSession()
    const gone = () => Promise.reject(new ApiError(404, 'This session does not exist or is not shared with you.'))
    await page.fetchQuery({ queryKey: sessionKey, queryFn: gone, staleTime: 0 }).catch(() => undefined)
    expect(page.getQueryState(sessionKey)).toMatchObject({ status: 'error', data: session })

    const reloaded = await saveAndReload(page, device)

    expect(reloaded.getQueryData(sessionKey)).toBeUndefined()
  })

  it('keeps no read that never answered', async () => {
    const device = recordOnDevice()
    const page = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    await page.fetchQuery({ queryKey: sessionKey, queryFn: networkDown }).catch(() => undefined)

    const reloaded = await saveAndReload(page, device)

    expect(device.record()?.clientState.queries).toEqual([])
    expect(reloaded.getQueryState(sessionKey)).toBeUndefined()
  })

  it('keeps no read of the kinds it is told to leave out, even one that answered', async () => {
    const device = recordOnDevice()
    const { page } = await pageThatReadTheSession()
    await page.fetchQuery({ queryKey: ['device', 'takes'], queryFn: () => ['take-1'] })

    await saveAndReload(page, device)

    expect(device.record()?.clientState.queries.map((query) => query.queryKey)).toEqual([sessionKey])
  })

  it('restores nothing another build wrote', async () => {
    const device = recordOnDevice()
    const { page } = await pageThatReadTheSession()
    await persistQueryClientSave({ queryClient: page, ...persistOptions(device, 'build-1') })

    const reloaded = new QueryClient()
    await persistQueryClientRestore({ queryClient: reloaded, ...persistOptions(device, 'build-2') })

    expect(reloaded.getQueryData(sessionKey)).toBeUndefined()
  })
})
