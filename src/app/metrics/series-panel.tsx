import { Box, Button, Heading, HStack, SimpleGrid, Stack, VisuallyHidden } from '@chakra-ui/react'
import { useId, useState } from 'react'
import type { MetricsQuery, Series } from '#contract/metrics'
import { EmptyState, QueryStates } from '../ui/query-states'
import { csvFileName } from './csv'
import { DataTable } from './data-table'
import { DownloadCsvButton } from './download-csv-button'
import { useSeries } from './metrics-queries'
import { takesTable, visitorsTable } from './series-tables'
import { VisitorsChart } from './visitors-chart'

/** Visitors and page views over the range as a chart, and the series as tables: always there for
 *  screen readers, on screen with "Show as tables". */
export function SeriesPanel({ query }: { query: MetricsQuery }) {
  const series = useSeries(query)
  return (
    <Stack as="section" gap="3" aria-labelledby="metrics-over-time">
      <Heading as="h2" size="lg" id="metrics-over-time">
        Over time
      </Heading>
      <QueryStates query={series} loading="Loading the chart…">
        {(data) => <SeriesView series={data} query={query} />}
      </QueryStates>
    </Stack>
  )
}

function SeriesView({ series, query }: { series: Series; query: MetricsQuery }) {
  const [showTables, setShowTables] = useState(false)
  const tablesId = useId()
  const visitors = visitorsTable(series)
  const tables = [
    { table: visitors, button: 'Download visitors CSV' },
    { table: takesTable(series), button: 'Download takes CSV' },
  ]
  const nothing = series.points.every((point) => point.visitors === 0 && point.pageViews === 0)
  const Tables = showTables ? Box : VisuallyHidden
  return (
    <Stack gap="3">
      {nothing ? (
        <EmptyState title="No visitors in this range." />
      ) : (
        <VisitorsChart
          series={series}
          label={`Line chart of ${visitors.title.toLowerCase()}; the numbers are in the table of the same name.`}
        />
      )}
      <HStack gap="2" wrap="wrap">
        <Button
          size="xs"
          variant="outline"
          aria-expanded={showTables}
          aria-controls={tablesId}
          onClick={() => setShowTables(!showTables)}
        >
          {showTables ? 'Hide tables' : 'Show as tables'}
        </Button>
        {tables.map(({ table, button }) => (
          <DownloadCsvButton key={table.title} table={table} fileName={csvFileName(table.title, query.from, query.to)}>
            {button}
          </DownloadCsvButton>
        ))}
      </HStack>
      <Tables id={tablesId}>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
          {tables.map(({ table }) => (
            <DataTable key={table.title} table={table} scrolls={showTables} />
          ))}
        </SimpleGrid>
      </Tables>
    </Stack>
  )
}
