// CSV as RFC 4180 writes it: a field holding a quote, comma or line break is quoted, with its
// quotes doubled; lines end in CRLF, which spreadsheets on every system read.

export type CsvCell = string | number

function csvField(cell: CsvCell): string {
  const text = String(cell)
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** The header row, then one line per row. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n'
}

/** "Top pages", 2026-10-25 to 2026-11-23 → "top-pages-2026-10-25-to-2026-11-23.csv". */
export function csvFileName(title: string, from: string, to: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  return `${slug}-${from}-to-${to}.csv`
}
