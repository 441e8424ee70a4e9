import { QueryClient } from '@tanstack/react-query'
import { createMemoryHistory } from '@tanstack/react-router'
import { act, cleanup, render } from '@testing-library/react'
import { App } from '#app/app'
import { createAuth } from '#app/auth/auth'
import { registerDraftSync } from '#app/drafts/draft-sync'
import { createOfflineServices } from '#app/offline/open-offline'
import { openDeviceStorage } from '#app/offline/device-storage'
import type { OfflineServices } from '#app/offline/offline-services'
import { createAppRouter } from '#app/app-router'
import { openAppDatabase } from '#app/offline/database'
import { newId } from '#shared/new-id'
import { makeUser } from '#tests/unit/support/users'
import { draftsOn } from '#app/drafts/drafts-store'
import { deviceFeatures, appUpgradeSteps } from '#app/device-features'

/** The whole app at `path` for member u1, with device storage (a fresh database) and the draft sync
 *  running against `apiUrl`. Await `stop()` after the test. */
interface RenderOptions {
  path: string
  apiUrl: string
  prepare?: (offline: OfflineServices) => Promise<void>
  /** Reuse a device (as after a reload); a new one by default. */
  databaseName?: string
}

export async function renderWithDevice({ path, apiUrl, prepare, databaseName = `test-${newId()}` }: RenderOptions) {
  const db = await openAppDatabase(databaseName, appUpgradeSteps)
  const offline = createOfflineServices(db, { debounceMs: 20 }, deviceFeatures)
  const auth = createAuth({ storage: localStorage, baseUrl: apiUrl })
  auth.store.set({ user: makeUser({ id: 'u1' }), token: 'token' })
  registerDraftSync(offline.syncQueue, {
    api: auth.api,
    drafts: draftsOn(offline),
    currentUserId: () => auth.getUser()?.id ?? null,
  })
  await prepare?.(offline)
  const stopQueue = offline.syncQueue.start()
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, networkMode: 'offlineFirst' } } })
  const router = createAppRouter(
    { variant: 'main', auth, queryClient },
    createMemoryHistory({ initialEntries: [path] }),
  )
  await act(async () => {
    render(
      <App
        queryClient={queryClient}
        router={router}
        started={Promise.resolve()}
        offline={openDeviceStorage(offline)}
        buster="test"
      />,
    )
  })
  return {
    router,
    offline,
    databaseName,
    /** Unmounts (the editor writes what is pending), then closes the database. */
    stop: async () => {
      cleanup()
      stopQueue()
      await new Promise((resolve) => setTimeout(resolve, 50))
      await offline.persister.flush()
      db.close()
    },
  }
}
