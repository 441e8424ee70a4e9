import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { PortfolioItem } from '#contract/portfolio'
import { defaultSessionTiming } from '#contract/sessions'
import { renderApp } from '../support/render-app'
import { testServerForFile } from '../support/test-server'

const server = testServerForFile()

const item: PortfolioItem = {
  id: 'item-1',
  userId: 'u2',
  sessionId: 'session-1',
  title: 'Storm at sea',
  publishedAt: '2026-05-03T14:05:00.000Z',
  script: {
    id: 'script-1',
    title: 'Storm at sea',
    roles: [{ id: 'r1', name: 'CAPTAIN', description: '' }],
    lines: [{ id: 'l1', roleId: 'r1', kind: 'dialogue', text: 'Brace!' }],
  },
  backgroundTrack: 4,
  timing: defaultSessionTiming,
  takes: [],
}

describe('/portfolio/{userId}', () => {
  it('shows a visitor each published session with its player, without a token', async () => {
    server.answer((request) =>
      request.path.startsWith('/api/portfolio/u2')
        ? { status: 200, body: { items: [item], nextCursor: null } }
        : { status: 404, body: { message: 'No.' } },
    )
    await renderApp({ path: '/portfolio/u2', apiUrl: server.url })
    expect(await screen.findByRole('heading', { name: 'Portfolio', level: 1 })).toBeTruthy()
    const list = await screen.findByRole('list', { name: 'Published sessions' })
    const entry = within(list).getByRole('listitem')
    expect(within(entry).getByRole('heading', { name: 'Storm at sea' })).toBeTruthy()
    expect(within(entry).getByRole('button', { name: 'Play session' })).toBeTruthy()
    expect(within(entry).getByText('Music: track 4 of 9')).toBeTruthy()
    expect(server.seen.find((request) => request.path.startsWith('/api/portfolio/u2'))?.authorization).toBeUndefined()
  })

  it('says when nothing is published yet', async () => {
    server.answer(() => ({ status: 200, body: { items: [], nextCursor: null } }))
    await renderApp({ path: '/portfolio/u3', apiUrl: server.url })
    expect(await screen.findByText('Nothing published yet.')).toBeTruthy()
  })

  it('says when the user does not exist', async () => {
    server.answer(() => ({ status: 404, body: { message: 'This user does not exist.' } }))
    await renderApp({ path: '/portfolio/nobody', apiUrl: server.url })
    expect(await screen.findByText('This user does not exist.')).toBeTruthy()
  })
})
