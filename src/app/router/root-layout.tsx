import { Outlet, rootRouteId, useRouteContext } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { useScrollToTop } from '../layout/use-scroll-to-top'
import { lazyWithReload } from '../pwa/lazy-with-reload'
import { UpdatePrompt } from '../pwa/UpdatePrompt'
import { PendingScreen } from './pending-screen'

// Both in chunks of their own: standalone pages (/login above all) need neither. main.tsx starts
// loading the header at start when the address is a page that shows it.
export const loadStandardLayout = () => import('../layout/standard-layout')
const StandardLayout = lazy(() => lazyWithReload(loadStandardLayout, 'standard-layout').then((module) => ({ default: module.StandardLayout })))
// The dashboard's login dialog in place of the metrics: only for visitors there.
const InPlaceLogin = lazy(() => lazyWithReload(() => import('../users/in-place-login'), 'in-place-login').then((module) => ({ default: module.InPlaceLogin })))

/** Wraps every page: the guard's in-place login dialog, or the page in its layout. */
export function RootLayout() {
  const { access, layout } = useRouteContext({ from: rootRouteId })
  useScrollToTop()

  let page = <Outlet />
  if (access.kind === 'login-dialog') page = <InPlaceLogin noPrivilege={access.reason === 'no-privilege'} />
  else if (layout === 'standard') page = <StandardLayout>{page}</StandardLayout>

  return (
    <>
      <Suspense fallback={<PendingScreen />}>{page}</Suspense>
      <UpdatePrompt />
    </>
  )
}
