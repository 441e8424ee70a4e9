import { createRouter, type RouterHistory } from '@tanstack/react-router'
import type { AppContext } from './app-context'
import { PendingScreen } from './pending-screen'
import { RouteErrorScreen } from './route-error-screen'
import { routeTree } from './routes'

export function createAppRouter(context: AppContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    history,
    defaultPreload: 'intent',
    defaultPendingComponent: PendingScreen,
    defaultErrorComponent: RouteErrorScreen,
    scrollRestoration: false,
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
