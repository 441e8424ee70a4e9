import type { MetricsQuery } from '../../contract/metrics'

export interface MetricsFilters {
  variant?: 'main' | 'podcast' | 'dashboard' | undefined
  path?: string | undefined
}

export const metricsKeys = {
  all: () => ['metrics'] as const,
  summary: (query: MetricsQuery) => ['metrics', 'summary', query] as const,
  realtime: (filters: MetricsFilters) => ['metrics', 'realtime', filters] as const,
}
