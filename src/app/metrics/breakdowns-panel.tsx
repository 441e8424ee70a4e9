import { Heading, SimpleGrid, Stack } from '@chakra-ui/react'
import type { MetricsQuery } from '#contract/metrics'
import { QueryStates } from '../ui/query-states'
import { BreakdownTable } from './breakdown-table'
import {
  displaysTable,
  entryPagesTable,
  exitPagesTable,
  noPageViews,
  noVisits,
  topPagesTable,
  variantsTable,
} from './breakdown-tables'
import { csvFileName } from './csv'
import { useBreakdowns } from './metrics-queries'

/** Where visits went: top, entry and exit pages, variants, installed app or browser tab. */
export function BreakdownsPanel({ query }: { query: MetricsQuery }) {
  const breakdowns = useBreakdowns(query)
  const fileName = (title: string) => csvFileName(title, query.from, query.to)
  return (
    <Stack as="section" gap="3" aria-labelledby="metrics-pages">
      <Heading as="h2" size="lg" id="metrics-pages">
        Pages and devices
      </Heading>
      <QueryStates query={breakdowns} loading="Loading the pages…">
        {(data) => (
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
            <BreakdownTable table={topPagesTable(data)} empty={noPageViews} fileName={fileName('top-pages')} />
            <BreakdownTable table={entryPagesTable(data)} empty={noVisits} fileName={fileName('entry-pages')} />
            <BreakdownTable table={exitPagesTable(data)} empty={noVisits} fileName={fileName('exit-pages')} />
            <BreakdownTable table={variantsTable(data)} empty={noVisits} fileName={fileName('variants')} />
            <BreakdownTable table={displaysTable(data)} empty={noVisits} fileName={fileName('displays')} />
          </SimpleGrid>
        )}
      </QueryStates>
    </Stack>
  )
}
