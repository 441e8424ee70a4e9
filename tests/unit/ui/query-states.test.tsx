// The one ladder every screen shows before its read has data: which state a read is in, and that
// each screen's own words show in it.
import { ChakraProvider, defaultSystem } from '@chakra-ui/react'
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ApiError, NetworkError } from '#app/api/api-error'
import { notOnDeviceMessage, QueryStates, readProblem, type ReadQuery } from '#app/ui/query-states'

const waiting = { isPending: true, fetchStatus: 'fetching', error: null } as const
const failed = (error: unknown) => ({ isPending: false, fetchStatus: 'idle', error }) as const

describe('readProblem', () => {
  it('tells offline-and-never-seen apart from missing, refused and other failures', () => {
    expect(readProblem(waiting)).toBeNull()
    expect(readProblem({ isPending: true, fetchStatus: 'paused', error: null })).toBe('offline')
    expect(readProblem(failed(new NetworkError()))).toBe('offline')
    expect(readProblem(failed(new ApiError(404, 'This session does not exist.')))).toBe('missing')
    expect(readProblem(failed(new ApiError(403, 'No.')))).toBe('refused')
    expect(readProblem(failed(new ApiError(500, 'Oops.')))).toBe('failed')
  })
})

function show(query: Partial<ReadQuery<string>>, texts: { offline?: string; missing?: string } = {}) {
  const refetch = vi.fn()
  render(
    <ChakraProvider value={defaultSystem}>
      <QueryStates query={{ data: undefined, refetch, ...waiting, ...query }} loading="Loading the thing…" {...texts}>
        {(data) => <p>{data}</p>}
      </QueryStates>
    </ChakraProvider>,
  )
  return refetch
}

describe('QueryStates', () => {
  it('shows the data once there is some, even after a failed refetch', () => {
    show({ data: 'Here it is', ...failed(new NetworkError()) })
    expect(screen.getByText('Here it is')).toBeTruthy()
  })

  it('labels the spinner with the screen’s words', () => {
    show({})
    expect(screen.getByRole('status', { name: 'Loading the thing…' })).toBeTruthy()
  })

  it('offline with nothing here: the screen’s words, or the shared ones; no button while paused', () => {
    show({ isPending: true, fetchStatus: 'paused' })
    expect(screen.getByText(notOnDeviceMessage)).toBeTruthy()
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('no answer at all: the offline words, and Try again reads again', () => {
    const refetch = show(failed(new NetworkError()), { offline: 'This session is not on this device yet.' })
    expect(screen.getByText('This session is not on this device yet.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(refetch).toHaveBeenCalledOnce()
  })

  it('missing: the screen’s words, and nothing to try again', () => {
    show(failed(new ApiError(404, 'Not found.')), { missing: 'This user does not exist.' })
    expect(screen.getByRole('alert').textContent).toBe('This user does not exist.')
  })

  it('refused: the server’s words without Try again; a failure with it', () => {
    show(failed(new ApiError(403, 'Only members with script library access can read free scripts.')))
    expect(screen.getByText('Only members with script library access can read free scripts.')).toBeTruthy()
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('any other failure: the server’s words and Try again', () => {
    show(failed(new ApiError(500, 'Something broke.')))
    expect(screen.getByText('Something broke.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})
