import { Outlet, rootRouteId, useLocation, useRouteContext } from '@tanstack/react-router'
import { Suspense, useLayoutEffect, type ReactNode } from 'react'
import { useFocusOnRouteChange } from '../layout/use-focus-on-route-change'
import { useScrollToTop } from '../layout/use-scroll-to-top'
import { handOffPrerendered, prerenderedPath } from '../prerender/handoff'
import { UpdatePrompt } from '../pwa/UpdatePrompt'
import { OfflineBanner } from '../ui/offline-banner'
import { lazyInnerScreen } from './lazy-screen'
import { PendingScreen } from './pending-screen'

// Chakra, the header and the dashboard's in-place login are chunks of their own: the sign-in pages
// need none of them. main.tsx starts loading Chakra (and the header, on a page that shows it) at
// start when the address is a page that needs them.
export const loadChakraTheme = () => import('../variant/chakra-theme')
export const loadStandardLayout = () => import('../layout/standard-layout')
const ChakraTheme = lazyInnerScreen(loadChakraTheme, 'ChakraTheme')
const StandardLayout = lazyInnerScreen(loadStandardLayout, 'StandardLayout')

/** Wraps every page: the guard's in-place login dialog, a sign-in page as it is, or the page in
 *  Chakra (and in the header layout, for a standard page). */
export function RootLayout() {
  const { access, layout, shell } = useRouteContext({ from: rootRouteId })
  useScrollToTop()
  useFocusOnRouteChange()
  useHandOffElsewhere()

  let page: ReactNode = access.kind === 'no-privilege' ? <shell.NoPrivilege privilege={access.privilege} /> : <Outlet />
  // The dialog opens in a portal; the page keeps its main landmark (the offline line's live region
  // stays readable beside a modal dialog, so the page is not all dialog).
  if (access.kind === 'login-dialog')
    page = (
      <main>
        <shell.InPlaceLogin noPrivilege={access.reason === 'no-privilege'} />
      </main>
    )
  else if (layout === 'standard')
    page = (
      <ChakraTheme>
        <StandardLayout>{page}</StandardLayout>
      </ChakraTheme>
    )
  // A standalone page has no header; its content is still the page's main landmark.
  else if (layout === 'standalone')
    page = (
      <ChakraTheme>
        <main>{page}</main>
      </ChakraTheme>
    )

  return (
    <>
      <OfflineBanner />
      <Suspense fallback={<PendingScreen />}>{page}</Suspense>
      <UpdatePrompt />
    </>
  )
}

/** A prerendered page's markup shows one path: on any other (a redirect, a sign-in) the app's own
 *  screen takes over at once, pending or not. */
function useHandOffElsewhere() {
  const pathname = useLocation({ select: (location) => location.pathname })
  useLayoutEffect(() => {
    const path = prerenderedPath()
    if (path !== null && path !== pathname) handOffPrerendered()
  }, [pathname])
}
