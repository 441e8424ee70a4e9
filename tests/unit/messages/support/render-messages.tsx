import { QueryClient } from '@tanstack/react-query'
import { createMemoryHistory } from '@tanstack/react-router'
import { act, cleanup, render } from '@testing-library/react'
import { App } from '#app/app'
import { createAuth } from '#app/auth/auth'
import { registerMessageSync } from '#app/messages/register-message-sync'
import { openAppDatabase } from '#app/offline/database'
import { openDeviceStorage } from '#app/offline/device-storage'
import { createOfflineServices } from '#app/offline/open-offline'
import { createAppRouter } from '#app/app-router'
import { newId } from '#shared/new-id'
import { makeUser } from '#tests/unit/support/users'
import { deviceFeatures, appUpgradeSteps } from '#app/device-features'

/** The whole app at `path` for member u1 (Ann), with device storage (a fresh database) and the
 *  message sync running against `apiUrl`. Await `stop()` after the test. */
export async function renderWithOutbox({ path, apiUrl }: { path: string; apiUrl: string }) {
  // The screen is a lazy chunk: imported cold it can take longer than a wait in the test allows.
  await import('#app/notifications/screens')
  const db = await openAppDatabase(`test-${newId()}`, appUpgradeSteps)
  const offline = createOfflineServices(db, { debounceMs: 20, firstRetryMs: 100, maxRetryMs: 200 }, deviceFeatures)
  const auth = createAuth({ storage: localStorage, baseUrl: apiUrl })
  auth.store.set({ user: makeUser({ id: 'u1' }), token: 'token' })
  registerMessageSync(offline.syncQueue, { api: auth.api, db, currentUserId: () => auth.getUser()?.id ?? null })
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
    queryClient,
    stop: async () => {
      cleanup()
      stopQueue()
      await new Promise((resolve) => setTimeout(resolve, 50))
      await offline.persister.flush()
      db.close()
    },
  }
}
