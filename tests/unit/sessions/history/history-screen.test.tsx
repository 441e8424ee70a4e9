import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { SessionSummary } from '#contract/sessions'
import { renderApp } from '#tests/unit/support/render-app'
import { testServerForFile } from '#tests/unit/support/test-server'
import { makeUser } from '#tests/unit/support/users'

const server = testServerForFile()

function summary(overrides: Partial<SessionSummary>): SessionSummary {
  return {
    id: 'session-1',
    scriptId: 'script-1',
    title: 'Storm at sea',
    status: 'open',
    lineCount: 30,
    recordedLineCount: 12,
    isOwner: true,
    updatedAt: '2026-05-03T14:05:00.000Z',
    ...overrides,
  }
}

describe('/history', () => {
  it('lists the sessions with status and progress, linking to each, and loads more', async () => {
    server.answer((request) => {
      const cursor = new URL(request.path, server.url).searchParams.get('cursor')
      return cursor === 'page-2'
        ? {
            status: 200,
            body: {
              items: [
                summary({ id: 'session-3', title: 'Old one', lineCount: 4, recordedLineCount: 4, status: 'complete' }),
              ],
              nextCursor: null,
            },
          }
        : {
            status: 200,
            body: {
              items: [
                summary({}),
                summary({ id: 'session-2', title: 'Joined one', isOwner: false, recordedLineCount: 0, lineCount: 1 }),
              ],
              nextCursor: 'page-2',
            },
          }
    })
    await renderApp({ path: '/history', user: makeUser(), apiUrl: server.url })
    expect(await screen.findByRole('heading', { name: 'History', level: 1 })).toBeTruthy()
    const list = await screen.findByRole('list', { name: 'Sessions' })
    const [first, second] = within(list).getAllByRole('listitem')
    expect(within(first!).getByRole('link', { name: 'Storm at sea' }).getAttribute('href')).toBe('/session/session-1')
    expect(within(first!).getByText('Open')).toBeTruthy()
    expect(within(first!).getByText('12 of 30 lines')).toBeTruthy()
    expect(within(second!).getByText('0 of 1 line')).toBeTruthy()
    expect(within(second!).getByText('Joined')).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3))
    const third = within(list).getAllByRole('listitem')[2]!
    expect(within(third).getByText('Finished')).toBeTruthy()
    expect(within(third).getByText('4 of 4 lines')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
  })

  it('says so when there are no sessions yet', async () => {
    server.answer(() => ({ status: 200, body: { items: [], nextCursor: null } }))
    await renderApp({ path: '/history', user: makeUser(), apiUrl: server.url })
    expect(await screen.findByText('No sessions yet.')).toBeTruthy()
  })

  it('shows the server error with a way to try again', async () => {
    server.answer(() => ({ status: 500, body: { message: 'Something broke.' } }))
    await renderApp({ path: '/history', user: makeUser(), apiUrl: server.url })
    expect(await screen.findByText('Something broke.', {}, { timeout: 5000 })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})
