// The number of pages of a PDF the browser printed. Chromium writes each page object as it is;
// Firefox (cairo) packs them into compressed object streams, which are inflated to be read.
import { inflateSync } from 'node:zlib'

export function pdfPageCount(pdf: Buffer): number {
  const raw = pdf.toString('latin1')
  const texts = [raw]
  for (const found of raw.matchAll(/\/Type\s*\/ObjStm[^>]*>>\s*stream\r?\n/g)) {
    const start = found.index + found[0].length
    const end = raw.indexOf('endstream', start)
    texts.push(inflateSync(pdf.subarray(start, end)).toString('latin1'))
  }
  return texts.reduce((count, text) => count + (text.match(/\/Type\s*\/Page\b/g)?.length ?? 0), 0)
}
