import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { metricsApi, metricsLimits, type MetricsFilters, type MetricsQuery } from '#contract/metrics'
import { useAppContext } from '../router/use-app-context'
import { metricsKeys } from './metrics-keys'

// While another range or filter loads, each panel keeps its last figures instead of a spinner. Staff
// who open or reload the dashboard expect today's figures: they are asked for again each time (the
// app's 30 s freshness would show the saved ones).

/** The headline figures of the range beside the period before. */
export function useSummary(query: MetricsQuery) {
  const { api } = useAppContext().auth
  return useQuery({
    queryKey: metricsKeys.summary(query),
    queryFn: () => api.request(metricsApi.summary, { query }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  })
}

/** Visitors, page views and takes per hour (a range of one day) or per day. */
export function useSeries(query: MetricsQuery) {
  const { api } = useAppContext().auth
  return useQuery({
    queryKey: metricsKeys.series(query),
    queryFn: () => api.request(metricsApi.series, { query }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  })
}

/** Top, entry and exit pages, variants and displays of the range. */
export function useBreakdowns(query: MetricsQuery) {
  const { api } = useAppContext().auth
  return useQuery({
    queryKey: metricsKeys.breakdowns(query),
    queryFn: () => api.request(metricsApi.breakdowns, { query }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  })
}

/** Visitors right now, asked again every 30 s while the page shows. */
export function useRealtime(filters: MetricsFilters) {
  const { api } = useAppContext().auth
  return useQuery({
    queryKey: metricsKeys.realtime(filters),
    queryFn: () => api.request(metricsApi.realtime, { query: filters }),
    refetchInterval: metricsLimits.realtimeRefreshMs,
    staleTime: 0,
  })
}
