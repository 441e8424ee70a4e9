import { IsRestoringProvider, useIsRestoring, type QueryClient } from '@tanstack/react-query'
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client'
import { RouterProvider } from '@tanstack/react-router'
import { Suspense, use, useMemo, type ReactNode } from 'react'
import { openDeviceStorage, type DeviceStorage } from './offline/device-storage'
import { OfflineContext } from './offline/offline-services'
import { markRestoredReadsStale } from './offline/fresh-reads'
import { persisterWhenOpen, persistOptions } from './offline/query-persistence'
import { PendingScreen } from './router/pending-screen'
import type { AppRouter } from './app-router'

interface AppProps {
  queryClient: QueryClient
  router: AppRouter
  /** Settles when the start-up token refresh is done; until then a loading state shows. */
  started: Promise<void>
  /** Storage on this device, opened when needed (`device-storage.ts`): the query cache is persisted
   *  there and drafts and takes are kept there. None by default. */
  offline?: DeviceStorage
  /** Names the build; a persisted query cache from another build is not restored. */
  buster?: string
}

const noStorage = openDeviceStorage(null)

export function App({ queryClient, router, started, offline = noStorage, buster = 'dev' }: AppProps) {
  return (
    <PersistedQueries queryClient={queryClient} offline={offline} buster={buster}>
      <OfflineContext value={offline}>
        <Suspense fallback={<PendingScreen label="Starting…" />}>
          <AfterStart started={started}>
            <RouterProvider router={router} />
          </AfterStart>
        </Suspense>
      </OfflineContext>
    </PersistedQueries>
  )
}

function PersistedQueries({
  queryClient,
  offline,
  buster,
  children,
}: {
  queryClient: QueryClient
  offline: DeviceStorage
  buster: string
  children: ReactNode
}) {
  const options = useMemo(() => persistOptions(persisterWhenOpen(offline), buster), [offline, buster])
  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={options}
      onSuccess={() => markRestoredReadsStale(queryClient)}
    >
      <ReadWhileRestoringOnline>{children}</ReadWhileRestoringOnline>
    </PersistQueryClientProvider>
  )
}

/** Offline, reads wait for the device's copy to be restored, so no screen says "not saved on this
 *  device" before it is. Online they need not: the restore never replaces a newer read (it fills in
 *  what the network has not answered yet), and the device opens only after the first paint, so
 *  waiting for it held a signed-in first screen back by the whole device start. */
function ReadWhileRestoringOnline({ children }: { children: ReactNode }) {
  const restoring = useIsRestoring()
  return <IsRestoringProvider value={restoring && !navigator.onLine}>{children}</IsRestoringProvider>
}

function AfterStart({ started, children }: { started: Promise<void>; children: ReactNode }) {
  use(started)
  return children
}
