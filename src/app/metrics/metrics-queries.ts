import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { metricsApi, metricsLimits, type MetricsFilters, type MetricsQuery } from '../../contract/metrics'
import { useAppContext } from '../router/use-app-context'
import { metricsKeys } from './metrics-keys'

/** The headline figures of the range beside the period before. */
export function useSummary(query: MetricsQuery) {
  const { api } = useAppContext().auth
  return useQuery({
    queryKey: metricsKeys.summary(query),
    queryFn: () => api.request(metricsApi.summary, { query }),
    // While another range loads, the last figures stay instead of a spinner.
    placeholderData: keepPreviousData,
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
