// Screens of paths whose content depends on the variant or on the guard's decision.
import { rootRouteId, useRouteContext } from '@tanstack/react-router'
import { lazyInnerScreen } from '../router/lazy-screen'
import { useAppContext } from '../router/use-app-context'

// Not the router's lazy component: which one renders is decided at render time, so the router
// cannot preload it; the route's Suspense boundary shows the pending screen.
const MyPodcasts = lazyInnerScreen(() => import('../channels/screens'), 'MyPodcastsScreen')
const Metrics = lazyInnerScreen(() => import('../metrics/screens'), 'MetricsScreen')
const History = lazyInnerScreen(() => import('../sessions/history/screens'), 'HistoryScreen')
const PodcastHistory = lazyInnerScreen(() => import('../listening/screens'), 'PodcastHistoryScreen')

/** `/`: My Podcasts in the podcast variant, the metrics in the dashboard (main only forwards). */
export function HomeScreen() {
  const { variant } = useAppContext()
  return variant === 'podcast' ? <MyPodcasts /> : <Metrics />
}

/** `/history`: on the podcast site, what was played (the member's from the server, a signed-out
 *  listener's from this device); elsewhere the member's sessions. */
export function HistoryRouteScreen() {
  const { variant } = useAppContext()
  const access = useRouteContext({ from: rootRouteId, select: (context) => context.access })
  return variant === 'podcast' || (access.kind === 'allow' && access.screen === 'guest') ? (
    <PodcastHistory />
  ) : (
    <History />
  )
}
