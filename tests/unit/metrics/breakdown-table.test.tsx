// A breakdown shows its first 10 rows and all on request, says so when it is empty, and its CSV
// holds every row, not only those on screen.
import { ChakraProvider, defaultSystem } from '@chakra-ui/react'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BreakdownTable } from '#app/metrics/breakdown-table'
import { topPagesTable } from '#app/metrics/breakdown-tables'
import type { Breakdowns } from '#contract/metrics'

const breakdowns = (pages: number): Breakdowns => ({
  topPages: Array.from({ length: pages }, (_, index) => ({
    path: index === 0 ? '/a,"b"' : `/page-${index}`,
    pageViews: 1000 + pages - index,
    pages: [],
  })),
  entryPages: [],
  exitPages: [],
  variants: [],
  displays: [],
})

function show(pages: number) {
  render(
    <ChakraProvider value={defaultSystem}>
      <BreakdownTable
        table={topPagesTable(breakdowns(pages))}
        empty="No page views in this range."
        fileName="top-pages.csv"
      />
    </ChakraProvider>,
  )
}

afterEach(() => vi.restoreAllMocks())

describe('a breakdown table', () => {
  it('shows its first 10 rows, and all with "Show all (N)"', () => {
    show(12)
    const table = screen.getByRole('table', { name: 'Top pages' })
    expect(within(table).getAllByRole('row')).toHaveLength(11)
    expect(within(table).getByRole('cell', { name: '1,012' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Show all (12)' }))
    expect(within(table).getAllByRole('row')).toHaveLength(13)
    expect(screen.getByRole('button', { name: 'Show first 10' }).getAttribute('aria-expanded')).toBe('true')
  })

  it('has no "Show all" for 10 rows or fewer', () => {
    show(10)
    expect(screen.queryByRole('button', { name: /Show all/ })).toBeNull()
  })

  it('says so when it is empty, with nothing to download', () => {
    show(0)
    expect(screen.getByText('No page views in this range.')).toBeTruthy()
    expect(screen.queryByRole('table')).toBeNull()
    expect(screen.queryByRole('button', { name: /Download/ })).toBeNull()
  })

  it('downloads every row as CSV, with the header row and plain numbers', async () => {
    let blob: Blob | undefined
    URL.createObjectURL = vi.fn((object: Blob) => {
      blob = object
      return 'blob:csv'
    })
    URL.revokeObjectURL = vi.fn()
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('top-pages.csv')
    })
    show(12)
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV of Top pages' }))
    expect(click).toHaveBeenCalledOnce()
    const lines = (await blob!.text()).split('\r\n')
    expect(lines[0]).toBe('Path,Page views')
    expect(lines[1]).toBe('"/a,""b""",1012')
    expect(lines[12]).toBe('/page-11,1001')
    expect(lines).toHaveLength(14)
  })

  it('counts a kind of page on one row whose addresses open one click away, and says so', () => {
    const data = breakdowns(2)
    data.topPages.unshift({
      path: '/session/:id',
      pageViews: 5000,
      pages: [
        { path: '/session/abc', pageViews: 3000 },
        { path: '/session/xyz', pageViews: 2000 },
      ],
    })
    render(
      <ChakraProvider value={defaultSystem}>
        <BreakdownTable table={topPagesTable(data)} empty="No page views in this range." fileName="top-pages.csv" />
      </ChakraProvider>,
    )
    const table = screen.getByRole('table', { name: 'Top pages' })
    expect(within(table).getAllByRole('row')).toHaveLength(4)
    expect(screen.getByText(/count together, as \/session\/:id/)).toBeTruthy()
    // A page of its own opens nothing.
    expect(within(table).queryByRole('button', { name: '/page-1' })).toBeNull()
    const kind = within(table).getByRole('button', { name: '/session/:id' })
    expect(kind.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('table', { name: 'Pages of /session/:id' })).toBeNull()
    fireEvent.click(kind)
    expect(kind.getAttribute('aria-expanded')).toBe('true')
    const pages = screen.getByRole('table', { name: 'Pages of /session/:id' })
    expect(
      within(pages)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['PathPage views', '/session/abc3,000', '/session/xyz2,000'])
    fireEvent.click(kind)
    expect(screen.queryByRole('table', { name: 'Pages of /session/:id' })).toBeNull()
  })
})
