import { Button } from '@chakra-ui/react'
import { downloadCsv } from './download-csv'
import { csvHeader, csvRows, type MetricTable } from './metric-table'

/** "Download CSV": every row of the table, not only those shown, with its header row. Its name
 *  starts with the words it shows (for speech input), and names the table when the words do not. */
export function DownloadCsvButton<Row>({
  table,
  fileName,
  children,
}: {
  table: MetricTable<Row>
  fileName: string
  children?: string
}) {
  return (
    <Button
      size="xs"
      variant="outline"
      aria-label={children ? undefined : `Download CSV of ${table.title}`}
      onClick={() => downloadCsv(fileName, csvHeader(table), csvRows(table))}
    >
      {children ?? 'Download CSV'}
    </Button>
  )
}
