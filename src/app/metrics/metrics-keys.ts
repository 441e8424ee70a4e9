import type { MetricsFilters, MetricsQuery } from '#contract/metrics'

export const metricsKeys = {
  all: () => ['metrics'] as const,
  summary: (query: MetricsQuery) => ['metrics', 'summary', query] as const,
  series: (query: MetricsQuery) => ['metrics', 'series', query] as const,
  breakdowns: (query: MetricsQuery) => ['metrics', 'breakdowns', query] as const,
  realtime: (filters: MetricsFilters) => ['metrics', 'realtime', filters] as const,
}
