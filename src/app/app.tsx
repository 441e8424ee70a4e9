import { ChakraProvider } from '@chakra-ui/react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { Suspense, use, type ReactNode } from 'react'
import { PendingScreen } from './router/pending-screen'
import type { AppRouter } from './router/create-app-router'
import { systems } from './variant/systems'
import type { Variant } from './variant/variant'

interface AppProps {
  variant: Variant
  queryClient: QueryClient
  router: AppRouter
  /** Settles when the start-up token refresh is done; until then a loading state shows. */
  started: Promise<void>
}

export function App({ variant, queryClient, router, started }: AppProps) {
  return (
    <ChakraProvider value={systems[variant]}>
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={<PendingScreen label="Starting…" />}>
          <AfterStart started={started}>
            <RouterProvider router={router} />
          </AfterStart>
        </Suspense>
      </QueryClientProvider>
    </ChakraProvider>
  )
}

function AfterStart({ started, children }: { started: Promise<void>; children: ReactNode }) {
  use(started)
  return children
}
