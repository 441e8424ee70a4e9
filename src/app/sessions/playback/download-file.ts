/** The mixdown's file name: the title without characters file systems refuse. */
export function mixdownFileName(title: string, extension: string): string {
  const printable = [...title].map((char) => (char.charCodeAt(0) < 32 ? ' ' : char)).join('')
  const safe = printable
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120)
  return `${safe || 'session'}.${extension}`
}

/** Hands a file made in the page to the browser's download. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.style.display = 'none'
  document.body.append(link)
  link.click()
  link.remove()
  // The download has taken its copy once the click was handled.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
