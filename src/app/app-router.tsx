import { createRouter, type RouterHistory } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { usePageVisitLog } from './activities/use-page-visit-log'
import { routeTree } from './app-routes'
import type { AppContext, ShellScreens } from './router/app-context'
import { lazyInnerScreen } from './router/lazy-screen'
import { PendingScreen } from './router/pending-screen'
import { RouteErrorScreen } from './router/route-error-screen'

const shell: ShellScreens = {
  InPlaceLogin: lazyInnerScreen(() => import('./users/in-place-login'), 'InPlaceLogin'),
  NoPrivilege: lazyInnerScreen(() => import('./subscriptions/no-privilege-screen'), 'NoPrivilegeScreen'),
}

/** Inside the router, around every page: logs each page visit (SPEC §2). */
function PageVisits({ children }: { children: ReactNode }) {
  usePageVisitLog()
  return <>{children}</>
}

export function createAppRouter(context: Omit<AppContext, 'shell'>, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context: { ...context, shell },
    history,
    InnerWrap: PageVisits,
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
