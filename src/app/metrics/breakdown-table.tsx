import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { useId, useState } from 'react'
import { EmptyState } from '../ui/query-states'
import { DataTable } from './data-table'
import { DownloadCsvButton } from './download-csv-button'
import type { MetricTable } from './metric-table'

/** Rows a breakdown shows before "Show all". */
const firstRows = 10

interface BreakdownTableProps<Row> {
  table: MetricTable<Row>
  /** What an empty table says, e.g. "No page views in this range." */
  empty: string
  fileName: string
}

/** One breakdown under its heading: its first rows, all of them on request, and its CSV. */
export function BreakdownTable<Row>({ table, empty, fileName }: BreakdownTableProps<Row>) {
  const [showAll, setShowAll] = useState(false)
  const id = useId()
  const headingId = `${id}-heading`
  const tableId = `${id}-table`
  const longer = table.rows.length > firstRows
  return (
    <Stack as="section" gap="2" aria-labelledby={headingId}>
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h3" size="md" id={headingId}>
          {table.title}
        </Heading>
        {table.rows.length > 0 && <DownloadCsvButton table={table} fileName={fileName} />}
      </HStack>
      {table.rows.length === 0 ? (
        <EmptyState title={empty} />
      ) : (
        <DataTable table={table} limit={showAll ? undefined : firstRows} id={tableId} labelledBy={headingId} />
      )}
      {table.note && table.rows.length > 0 && (
        <Text fontSize="xs" color="fg.muted">
          {table.note}
        </Text>
      )}
      {longer && (
        <Button
          size="xs"
          variant="ghost"
          alignSelf="start"
          aria-expanded={showAll}
          aria-controls={tableId}
          onClick={() => setShowAll(!showAll)}
        >
          {showAll ? `Show first ${firstRows}` : `Show all (${table.rows.length})`}
        </Button>
      )}
    </Stack>
  )
}
