import { describe, expect, it } from 'vitest'
import { csvFileName, toCsv } from '#app/metrics/csv'

describe('toCsv', () => {
  it('writes a header row, then one line per row, each ending in CRLF', () => {
    expect(
      toCsv(
        ['Path', 'Visits'],
        [
          ['/scripts', 12],
          ['/', 3],
        ],
      ),
    ).toBe('Path,Visits\r\n/scripts,12\r\n/,3\r\n')
  })

  it('writes only the header for no rows', () => {
    expect(toCsv(['Path', 'Visits'], [])).toBe('Path,Visits\r\n')
  })

  it('quotes a field with a comma, a quote or a line break, and doubles its quotes', () => {
    expect(toCsv(['a'], [['x,y']])).toBe('a\r\n"x,y"\r\n')
    expect(toCsv(['a'], [['say "hi"']])).toBe('a\r\n"say ""hi"""\r\n')
    expect(toCsv(['a'], [['one\ntwo']])).toBe('a\r\n"one\ntwo"\r\n')
    expect(toCsv(['a'], [['one\r\ntwo']])).toBe('a\r\n"one\r\ntwo"\r\n')
    expect(toCsv(['a', 'b'], [['"', '']])).toBe('a,b\r\n"""",\r\n')
  })

  it('leaves other text as it is, spaces and non-ASCII letters included', () => {
    expect(toCsv(['Variant, name', 'n'], [[' Übung ', 0.5]])).toBe('"Variant, name",n\r\n Übung ,0.5\r\n')
  })
})

describe('csvFileName', () => {
  it('names the file after the table and the range', () => {
    expect(csvFileName('Top pages', '2026-10-25', '2026-11-23')).toBe('top-pages-2026-10-25-to-2026-11-23.csv')
    expect(csvFileName('Installed app or browser tab', '2026-11-23', '2026-11-23')).toBe(
      'installed-app-or-browser-tab-2026-11-23-to-2026-11-23.csv',
    )
  })
})
