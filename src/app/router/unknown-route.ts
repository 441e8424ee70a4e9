import { createRoute } from '@tanstack/react-router'
import { rootRoute } from './root-route'

/** Any path no route claims: the guard sends it where the variant sends unknown paths. */
export const unknownRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$',
  staticData: { rules: {} },
  component: () => null,
})
