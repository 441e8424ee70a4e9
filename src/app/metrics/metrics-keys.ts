import type { MetricsFilters, MetricsQuery } from '../../contract/metrics'

export const metricsKeys = {
  all: () => ['metrics'] as const,
  summary: (query: MetricsQuery) => ['metrics', 'summary', query] as const,
  realtime: (filters: MetricsFilters) => ['metrics', 'realtime', filters] as const,
}
