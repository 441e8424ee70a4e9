import { Outlet, rootRouteId, useRouteContext } from '@tanstack/react-router'
import { InPlaceLogin } from '../users/in-place-login'
import { StandardLayout } from '../layout/standard-layout'
import { useScrollToTop } from '../layout/use-scroll-to-top'
import { UpdatePrompt } from '../pwa/UpdatePrompt'

/** Wraps every page: the guard's in-place login dialog, or the page in its layout. */
export function RootLayout() {
  const { access, layout } = useRouteContext({ from: rootRouteId })
  useScrollToTop()

  let page = <Outlet />
  if (access.kind === 'login-dialog') page = <InPlaceLogin noPrivilege={access.reason === 'no-privilege'} />
  else if (layout === 'standard') page = <StandardLayout>{page}</StandardLayout>

  return (
    <>
      {page}
      <UpdatePrompt />
    </>
  )
}
