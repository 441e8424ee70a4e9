import { toCsv, type CsvCell } from './csv'

/** Hands the browser a CSV file to save, built on the device (nothing is asked of the server). */
export function downloadCsv(fileName: string, header: readonly string[], rows: readonly (readonly CsvCell[])[]): void {
  const url = URL.createObjectURL(new Blob([toCsv(header, rows)], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  // Released once the browser has surely begun saving it; kept, it would hold the blob until unload.
  setTimeout(() => URL.revokeObjectURL(url), 30_000)
}
