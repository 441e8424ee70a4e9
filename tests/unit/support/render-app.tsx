import { QueryClient } from '@tanstack/react-query'
import { createMemoryHistory } from '@tanstack/react-router'
import { act, render } from '@testing-library/react'
import type { User } from '#contract/users'
import { App } from '#app/app'
import { createAuth } from '#app/auth/auth'
import { openDeviceStorage } from '#app/offline/device-storage'
import type { OfflineServices } from '#app/offline/offline-services'
import { createAppRouter } from '#app/app-router'
import { applyVariantToDocument } from '#app/variant/variant-look'
import type { Variant } from '#app/variant/variant'

interface RenderOptions {
  variant?: Variant
  path: string
  user?: User | null
  /** Where the API is; by default a closed port (as if offline). */
  apiUrl?: string
  /** Storage on this device (IndexedDB stores); none by default. */
  offline?: OfflineServices
}

/** The whole app (Chakra, Query, the real router) at `path`, after a finished start-up. */
export async function renderApp({
  variant = 'main',
  path,
  user = null,
  apiUrl = 'http://127.0.0.1:9',
  offline,
}: RenderOptions) {
  applyVariantToDocument(variant)
  const auth = createAuth({ storage: localStorage, baseUrl: apiUrl })
  if (user) auth.store.set({ user, token: 'token' })
  const router = createAppRouter({ variant, auth }, createMemoryHistory({ initialEntries: [path] }))
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  // The start-up promise suspends once; an awaited act lets React resume after it.
  await act(async () => {
    render(
      <App
        queryClient={queryClient}
        router={router}
        started={Promise.resolve()}
        offline={openDeviceStorage(offline ?? null)}
      />,
    )
  })
  return { auth, router }
}
