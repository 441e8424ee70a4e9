// The range picker and the filters: a bad custom range or path is explained and never reaches the
// panels; what is applied shows, and "Clear filters" takes it away.
import { ChakraProvider, defaultSystem } from '@chakra-ui/react'
import { fireEvent, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { MetricsFilters } from '#app/metrics/metrics-filters'
import { RangePicker } from '#app/metrics/range-picker'

const chakra = (children: ReactNode) => render(<ChakraProvider value={defaultSystem}>{children}</ChakraProvider>)
const applied = { from: '2026-10-25', to: '2026-11-23' }

describe('the range picker', () => {
  it('shows From and To for custom dates, starting from the range on screen', () => {
    const onChange = vi.fn()
    chakra(<RangePicker value={applied} onChange={onChange} />)
    expect(screen.queryByLabelText('From')).toBeNull()
    fireEvent.change(screen.getByLabelText('Range'), { target: { value: 'custom' } })
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-10-25')
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe('2026-11-23')
    expect(onChange).not.toHaveBeenCalled()
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } })
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-11-01', to: '2026-11-23' })
  })

  it('explains a bad custom range and does not pass it on', () => {
    const onChange = vi.fn()
    chakra(<RangePicker value={applied} onChange={onChange} />)
    fireEvent.change(screen.getByLabelText('Range'), { target: { value: 'custom' } })
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-10-01' } })
    expect(screen.getByRole('alert').textContent).toBe(
      'To must be on or after From. The panels still show 2026-10-25 to 2026-11-23.',
    )
    expect(screen.getByLabelText('To').getAttribute('aria-invalid')).toBe('true')
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2024-01-01' } })
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-01-01' } })
    expect(screen.getByRole('alert').textContent).toMatch(/^Choose at most 366 days\./)
    expect(onChange).not.toHaveBeenCalled()
  })

  it('passes on a preset range at once', () => {
    const onChange = vi.fn()
    chakra(<RangePicker value={applied} onChange={onChange} />)
    fireEvent.change(screen.getByLabelText('Range'), { target: { value: 'today' } })
    expect(onChange).toHaveBeenCalledOnce()
    const [{ from, to }] = onChange.mock.calls[0] as [{ from: string; to: string }]
    expect(from).toBe(to)
  })
})

describe('the filters', () => {
  it('apply a variant when chosen and a path on "Apply filters"', () => {
    const onChange = vi.fn()
    chakra(<MetricsFilters value={{}} onChange={onChange} />)
    fireEvent.change(screen.getByLabelText('Variant'), { target: { value: 'podcast' } })
    expect(onChange).toHaveBeenLastCalledWith({ variant: 'podcast' })
    fireEvent.change(screen.getByLabelText('Path'), { target: { value: ' /scripts ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }))
    expect(onChange).toHaveBeenLastCalledWith({ path: '/scripts' })
  })

  it('explain a path that does not start with /', () => {
    const onChange = vi.fn()
    chakra(<MetricsFilters value={{}} onChange={onChange} />)
    fireEvent.change(screen.getByLabelText('Path'), { target: { value: 'scripts' } })
    fireEvent.submit(screen.getByRole('form', { name: 'Filters' }))
    expect(screen.getByText('The path filter must start with /.')).toBeTruthy()
    expect(onChange).not.toHaveBeenCalled()
  })

  it('show what is applied, and clear it', () => {
    const onChange = vi.fn()
    chakra(<MetricsFilters value={{ variant: 'main', path: '/scripts' }} onChange={onChange} />)
    expect(screen.getByText('Showing only Variant: Main site, Path: /scripts')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }))
    expect(onChange).toHaveBeenLastCalledWith({})
    expect((screen.getByLabelText('Path') as HTMLInputElement).value).toBe('')
  })
})
