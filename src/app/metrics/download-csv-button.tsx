import { Button } from '@chakra-ui/react'
import { downloadCsv } from './download-csv'
import { csvHeader, csvRows, type MetricTable } from './metric-table'

/** "Download CSV": every row of the table, not only those shown, with its header row. */
export function DownloadCsvButton<Row>({ table, fileName, children = 'Download CSV' }: { table: MetricTable<Row>; fileName: string; children?: string }) {
  return (
    <Button size="xs" variant="outline" aria-label={`Download ${table.title} as CSV`} onClick={() => downloadCsv(fileName, csvHeader(table), csvRows(table))}>
      {children}
    </Button>
  )
}
