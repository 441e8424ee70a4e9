// A table of the dashboard as data: its title (the caption, the CSV's name), its columns and rows.
// The same description draws the table and writes its CSV, so the file holds what the table shows.
import type { CsvCell } from './csv'

export interface MetricColumn<Row> {
  header: string
  /** The cell as the CSV writes it: counts as plain numbers. */
  value: (row: Row) => CsvCell
  /** The cell as the table shows it; `value` when absent. */
  format?: (row: Row) => string
  numeric?: boolean
}

export interface MetricTable<Row> {
  title: string
  columns: MetricColumn<Row>[]
  rows: Row[]
  /** Said under the table: what its rows add up to, when that is not the total. */
  note?: string
  /** A row's own rows, one click away (a kind of page's addresses); null for a row without. */
  detail?: (row: Row) => MetricTable<Row> | null
}

export const csvHeader = <Row>(table: MetricTable<Row>) => table.columns.map((column) => column.header)
export const csvRows = <Row>(table: MetricTable<Row>) =>
  table.rows.map((row) => table.columns.map((column) => column.value(row)))
