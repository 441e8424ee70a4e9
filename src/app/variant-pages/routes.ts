// `/` and `/history` show a different feature's screen on each site (variant-screens.tsx).
import { createRoute } from '@tanstack/react-router'
import { rootRoute } from '../router/root-route'
import { metricsInPlace, standard } from '../router/rule-presets'
import { HistoryRouteScreen, HomeScreen } from './variant-screens'

export const variantPageRoutes = [
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    staticData: {
      rules: {
        main: { layout: 'standalone', auth: 'open', forward: { member: '/scripts', anonymous: '/login' } },
        podcast: standard('open'),
        dashboard: metricsInPlace,
      },
    },
    component: HomeScreen,
    wrapInSuspense: true,
  }),
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/history',
    staticData: { rules: { main: standard('login'), podcast: { ...standard('login'), anonymous: 'guest-screen' } } },
    component: HistoryRouteScreen,
    wrapInSuspense: true,
  }),
]
