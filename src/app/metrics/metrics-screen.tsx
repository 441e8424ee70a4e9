// The dashboard (SPEC §2, issue 13): what staff read at a glance, for a range of their own days
// beside the period of equal length before it, and how many visitors are here right now. One range
// and one set of filters narrow every panel, the realtime count included.
import { Container, Heading, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import type { MetricsFilters as Filters, MetricsQuery } from '#contract/metrics'
import { QueryStates } from '../ui/query-states'
import { BreakdownsPanel } from './breakdowns-panel'
import { visitorDefinition } from './figure-groups'
import { MetricsFilters } from './metrics-filters'
import { useRealtime, useSummary } from './metrics-queries'
import { daysOf, viewerTimeZone, type Days } from './metrics-range'
import { RangePicker } from './range-picker'
import { SeriesPanel } from './series-panel'
import { SummaryFigures } from './summary-figures'

export function MetricsScreen() {
  const [days, setDays] = useState<Days>(() => daysOf('30d'))
  const [filters, setFilters] = useState<Filters>({})
  const query: MetricsQuery = { ...days, tz: viewerTimeZone(), ...filters }
  const summary = useSummary(query)
  const realtime = useRealtime(filters)
  const now = realtime.data?.visitors

  return (
    <Container maxW="5xl" py="8">
      <Stack gap="8">
        <Stack gap="4">
          <Stack gap="1">
            <Heading as="h1" size="2xl">
              Metrics
            </Heading>
            <Text color="fg.muted" aria-live="polite">
              {now === undefined
                ? 'Counting visitors right now…'
                : `${now} ${now === 1 ? 'visitor' : 'visitors'} in the last 5 minutes`}
            </Text>
            {/* "Right now" counts visitors as every figure below does. */}
            <Text fontSize="sm" color="fg.muted">
              {visitorDefinition}
            </Text>
          </Stack>
          <RangePicker value={days} onChange={setDays} />
          <MetricsFilters value={filters} onChange={setFilters} />
        </Stack>
        <QueryStates query={summary} loading="Loading the metrics…">
          {(data) => <SummaryFigures current={data.current} previous={data.previous} />}
        </QueryStates>
        <SeriesPanel query={query} />
        <BreakdownsPanel query={query} />
      </Stack>
    </Container>
  )
}
