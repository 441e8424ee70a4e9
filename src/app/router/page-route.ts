import { createRoute, type RouteComponent } from '@tanstack/react-router'
import { rootRoute } from './root-route'
import type { RouteRules } from './route-rules'

/** A route of the one tree: its path, its rules per variant, its screen. A feature lists its own in
 *  its `routes.tsx`; `app-routes.ts` puts every feature's into the tree. */
export function page<const TPath extends string>(path: TPath, rules: RouteRules, component: RouteComponent) {
  return createRoute({ getParentRoute: () => rootRoute, path, staticData: { rules }, component })
}
