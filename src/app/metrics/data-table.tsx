// Styled by Chakra's table recipe through `useSlotRecipe` rather than its `Table` parts: those are
// shared with the script reader, and sharing them made the bundler cut a chunk of their own, one
// more request for both screens. The recipe and the `chakra` factory travel in chakra-core already.
import { Box, Button, chakra, useSlotRecipe } from '@chakra-ui/react'
import { useId, useMemo, useState, type ReactNode } from 'react'
import type { MetricTable } from './metric-table'

interface DataTableProps<Row> {
  table: MetricTable<Row>
  /** How many rows show; all when absent. */
  limit?: number
  id?: string
  /** A heading that names the table, in place of a caption of its title. */
  labelledBy?: string
  /** Shown on screen: a table wider than the screen scrolls, and takes the focus so that the keys
   *  scroll it too. Off for tables only screen readers read (inside VisuallyHidden). */
  scrolls?: boolean
}

/** The table recipe's slots as CSS of a plain <table> (what Chakra's `<Table.Root native>` does). */
function useTableCss() {
  const styles = useSlotRecipe({ key: 'table' })({ size: 'sm' })
  return useMemo(
    () => ({
      ...styles.root,
      '& thead': styles.header,
      '& tbody': styles.body,
      '& thead th': styles.columnHeader,
      '& tr': styles.row,
      '& td': styles.cell,
      '& caption': {
        ...styles.caption,
        captionSide: 'top',
        textAlign: 'start',
        px: '3',
        py: '2',
        fontWeight: 'semibold',
      },
      '& [data-numeric]': { textAlign: 'end' },
      '& td:not([data-numeric])': { wordBreak: 'break-all' },
    }),
    [styles],
  )
}

/** The rows of a dashboard table as the screen shows them. */
export function DataTable<Row>({ table, limit, id, labelledBy, scrolls = true }: DataTableProps<Row>) {
  const css = useTableCss()
  const detailId = useId()
  const [opened, setOpened] = useState<Row | null>(null)
  const rows = limit === undefined ? table.rows : table.rows.slice(0, limit)
  const numeric = (index: number) => (table.columns[index]?.numeric ? '' : undefined)
  const detail = opened !== null && table.rows.includes(opened) ? table.detail?.(opened) : null
  const cell = (row: Row, index: number) => {
    const column = table.columns[index]!
    const text = column.format ? column.format(row) : column.value(row)
    // A row with rows of its own opens them under the table from its first cell.
    if (index !== 0 || !table.detail?.(row)) return text
    return (
      <Button
        size="xs"
        variant="plain"
        p="0"
        h="auto"
        textDecoration="underline"
        aria-expanded={opened === row}
        aria-controls={detailId}
        onClick={() => setOpened(opened === row ? null : row)}
      >
        {text}
      </Button>
    )
  }
  return (
    <>
      <DataTableBox table={table} scrolls={scrolls}>
        <chakra.table css={css} id={id} aria-labelledby={labelledBy}>
          {!labelledBy && <caption>{table.title}</caption>}
          <thead>
            <tr>
              {table.columns.map((column, index) => (
                <th key={column.header} scope="col" data-numeric={numeric(index)}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, rowIndex) => (
              <tr key={rowIndex}>
                {table.columns.map((column, index) => (
                  <td key={column.header} data-numeric={numeric(index)}>
                    {cell(row, index)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </chakra.table>
      </DataTableBox>
      <div id={detailId}>{detail && <DataTable table={detail} scrolls={scrolls} />}</div>
    </>
  )
}

function DataTableBox<Row>({
  table,
  scrolls,
  children,
}: {
  table: MetricTable<Row>
  scrolls: boolean
  children: ReactNode
}) {
  return (
    <Box
      overflow={scrolls ? 'auto' : 'visible'}
      maxW="100%"
      borderWidth="1px"
      borderRadius="md"
      {...(scrolls && { tabIndex: 0, role: 'group', 'aria-label': table.title, focusVisibleRing: 'outside' })}
    >
      {children}
    </Box>
  )
}
