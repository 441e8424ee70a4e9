import { QueryClient } from '@tanstack/react-query'
import { createMemoryHistory } from '@tanstack/react-router'
import { act, render } from '@testing-library/react'
import type { User } from '#contract/users'
import { App } from '#app/app'
import { createAuth } from '#app/auth/auth'
import { openDeviceStorage, type DeviceStorage } from '#app/offline/device-storage'
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
  /** The member's access token, when a test tells its requests from others'. */
  token?: string
  /** The storage as the app meets it, when a test needs one that opens late or never. */
  storage?: DeviceStorage
}

/** The whole app (Chakra, Query, the real router) at `path`, after a finished start-up. */
export async function renderApp({
  variant = 'main',
  path,
  user = null,
  apiUrl = 'http://127.0.0.1:9',
  offline,
  storage = openDeviceStorage(offline ?? null),
  token = 'token',
}: RenderOptions) {
  applyVariantToDocument(variant)
  const auth = createAuth({ storage: localStorage, baseUrl: apiUrl })
  if (user) auth.store.set({ user, token })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const router = createAppRouter({ variant, auth, queryClient }, createMemoryHistory({ initialEntries: [path] }))
  // The start-up promise suspends once; an awaited act lets React resume after it.
  await act(async () => {
    render(<App queryClient={queryClient} router={router} started={Promise.resolve()} offline={storage} />)
  })
  return { auth, router, queryClient }
}
