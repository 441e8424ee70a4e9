// The root of the one route tree. Its beforeLoad is the only guard: it reads the matched
// route's rules for the current variant and redirects, or tells the layout what to show.
import { createRootRouteWithContext, redirect } from '@tanstack/react-router'
import type { AppContext } from './app-context'
import { decideAccess } from './decide-access'
import { RootLayout } from './root-layout'
import { layoutOf } from './route-rules'

export const rootRoute = createRootRouteWithContext<AppContext>()({
  staticData: { rules: {} },
  beforeLoad: ({ context, location, matches }) => {
    const rules = matches.at(-1)?.staticData.rules
    const access = decideAccess(rules, context.variant, context.auth.getUser(), location.href)
    if (access.kind === 'redirect') {
      throw redirect({
        to: access.to,
        search: access.redirectBack === undefined ? {} : { redirect: access.redirectBack },
        replace: true,
      })
    }
    return { access, layout: layoutOf(rules, context.variant) }
  },
  component: RootLayout,
})
