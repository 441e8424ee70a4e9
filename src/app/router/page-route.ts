import { createRoute, type RouteComponent } from '@tanstack/react-router'
import type { AppContext } from './app-context'
import { rootRoute } from './root-route'
import type { RouteRules } from './route-rules'

/** Starts a page's reads in the query cache (not awaited: the screen shows its own loading state). */
export type PagePrefetch = (context: AppContext) => void

/** A route of the one tree: its path, its rules per variant, its screen. A feature lists its own in
 *  its `routes.tsx`; `app-routes.ts` puts every feature's into the tree. `prefetch` sends the
 *  screen's reads when the route matches and the guard allows it, online: they then travel while the
 *  screen's chunk loads and renders, instead of after its first render. */
export function page<const TPath extends string>(
  path: TPath,
  rules: RouteRules,
  component: RouteComponent,
  prefetch?: PagePrefetch,
) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path,
    staticData: { rules },
    component,
    loader: prefetch
      ? ({ context }) => {
          if (context.access.kind === 'allow' && navigator.onLine) prefetch(context)
        }
      : undefined,
  })
}
