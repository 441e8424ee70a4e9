import { ChakraProvider } from '@chakra-ui/react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client'
import { RouterProvider } from '@tanstack/react-router'
import { Suspense, use, useMemo, type ReactNode } from 'react'
import { OfflineContext, type OfflineServices } from './offline/offline-services'
import { persistOptions } from './offline/query-persistence'
import { PendingScreen } from './router/pending-screen'
import type { AppRouter } from './router/create-app-router'
import { systemFor } from './variant/systems'
import type { Variant } from './variant/variant'

interface AppProps {
  variant: Variant
  queryClient: QueryClient
  router: AppRouter
  /** Settles when the start-up token refresh is done; until then a loading state shows. */
  started: Promise<void>
  /** Storage on this device: the query cache is persisted there and drafts are kept there. */
  offline?: OfflineServices | null
  /** Names the build; a persisted query cache from another build is not restored. */
  buster?: string
}

export function App({ variant, queryClient, router, started, offline, buster = 'dev' }: AppProps) {
  const content = (
    <Suspense fallback={<PendingScreen label="Starting…" />}>
      <AfterStart started={started}>
        <RouterProvider router={router} />
      </AfterStart>
    </Suspense>
  )
  return (
    <ChakraProvider value={systemFor(variant)}>
      {offline ? (
        <PersistedQueries queryClient={queryClient} offline={offline} buster={buster}>
          <OfflineContext value={offline}>{content}</OfflineContext>
        </PersistedQueries>
      ) : (
        <QueryClientProvider client={queryClient}>{content}</QueryClientProvider>
      )}
    </ChakraProvider>
  )
}

function PersistedQueries({ queryClient, offline, buster, children }: { queryClient: QueryClient; offline: OfflineServices; buster: string; children: ReactNode }) {
  const options = useMemo(() => persistOptions(offline.persister, buster), [offline, buster])
  return (
    <PersistQueryClientProvider client={queryClient} persistOptions={options}>
      {children}
    </PersistQueryClientProvider>
  )
}

function AfterStart({ started, children }: { started: Promise<void>; children: ReactNode }) {
  use(started)
  return children
}
