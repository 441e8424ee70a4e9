// Screens of paths whose content depends on the variant or on the guard's decision.
import { rootRouteId, useRouteContext } from '@tanstack/react-router'
import { lazy } from 'react'
import { lazyWithReload } from '../pwa/lazy-with-reload'
import { useAppContext } from './use-app-context'

// React.lazy, not the router's lazy component: which one renders is decided at render time,
// so the router cannot preload it; the route's Suspense boundary shows the pending screen.
const MyPodcasts = lazy(() => lazyWithReload(() => import('../podcast/screens')).then((m) => ({ default: m.MyPodcastsScreen })))
const Metrics = lazy(() => lazyWithReload(() => import('../metrics/screens')).then((m) => ({ default: m.MetricsScreen })))
const History = lazy(() => lazyWithReload(() => import('../sessions/history/screens')).then((m) => ({ default: m.HistoryScreen })))
const PodcastHistory = lazy(() => lazyWithReload(() => import('../sessions/history/screens')).then((m) => ({ default: m.PodcastHistoryScreen })))

/** `/`: My Podcasts in the podcast variant, the metrics in the dashboard (main only forwards). */
export function HomeScreen() {
  const { variant } = useAppContext()
  return variant === 'podcast' ? <MyPodcasts /> : <Metrics />
}

/** `/history`: the member's history; a signed-out podcast listener gets the podcast history page. */
export function HistoryRouteScreen() {
  const access = useRouteContext({ from: rootRouteId, select: (context) => context.access })
  return access.kind === 'allow' && access.screen === 'guest' ? <PodcastHistory /> : <History />
}
