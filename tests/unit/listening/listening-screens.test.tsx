// The podcast screens of part D against a small HTTP server answering as the API would: the episode
// page (its states, transcript, and what a visitor is offered), My Favourites, and /history signed
// out (this device's) and signed in (the server's).
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { EpisodeView } from '#contract/episodes'
import { deviceHistory } from '#app/listening/device-history'
import { renderApp } from '../support/render-app'
import { testServerForFile, type Reply, type SeenRequest } from '../support/test-server'
import { makeUser } from '../support/users'
import { makeEpisode } from './support'

const server = testServerForFile()

const episode = makeEpisode({ id: 'e1', linkId: 'link-e1', title: 'The lighthouse', hasTranscript: true })
const view: EpisodeView = {
  ...episode,
  transcript: [
    { lineId: 'l1', speaker: 'ANNA', text: 'Is the lamp lit?', start: 1, end: 3 },
    { lineId: 'l2', speaker: '', text: 'Waves break.', start: 3.4, end: 5 },
  ],
  chapters: null,
  sessionId: null,
  viewer: { canEdit: false, canApprove: false, favourite: false, positionMs: null },
}

function api(answer: (request: SeenRequest) => Reply | undefined) {
  server.answer((request) => answer(request) ?? { status: 404, body: { message: 'Not here.' } })
}

describe('/podcast-ep/{linkId}', () => {
  it('shows the episode, its player and transcript lines, and asks a visitor to log in for favourites', async () => {
    api((request) => (request.path === '/api/episodes/link-e1' ? { status: 200, body: view } : undefined))
    await renderApp({ variant: 'podcast', path: '/podcast-ep/link-e1', apiUrl: server.url })
    expect(await screen.findByRole('heading', { name: 'The lighthouse', level: 1 })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Tones' }).getAttribute('href')).toBe('/channel/c1')
    const player = screen.getByRole('region', { name: 'Player' })
    for (const name of ['Play', 'Back 15 seconds', 'Forward 30 seconds'])
      expect(within(player).getByRole('button', { name })).toBeTruthy()
    expect(within(player).getByLabelText('Speed')).toBeTruthy()
    expect(within(player).getByRole('slider', { name: 'Position' })).toBeTruthy()
    const transcript = await screen.findByRole('region', { name: 'Transcript' })
    expect(
      within(transcript)
        .getAllByRole('button')
        .map((line) => line.textContent),
    ).toEqual(['ANNA: Is the lamp lit?', 'Waves break.'])
    expect(screen.getByRole('link', { name: 'Log in to keep favourites' }).getAttribute('href')).toBe('/login')
  })

  it('says so for an episode that does not exist', async () => {
    api(() => ({ status: 404, body: { message: 'This episode does not exist.' } }))
    await renderApp({ variant: 'podcast', path: '/podcast-ep/nothing-here', apiUrl: server.url })
    expect(await screen.findByText('This episode does not exist.')).toBeTruthy()
  })
})

describe('/favourites', () => {
  it('lists the member’s favourites with their channel and length', async () => {
    api((request) =>
      request.path.startsWith('/api/favourites/')
        ? { status: 200, body: { items: [{ episode, favouredAt: '2026-01-02T10:00:00.000Z' }], nextCursor: null } }
        : undefined,
    )
    await renderApp({ variant: 'podcast', path: '/favourites', user: makeUser(), apiUrl: server.url })
    const item = await screen.findByRole('listitem', { name: 'The lighthouse' })
    expect(within(item).getByText('Tones · 2:00')).toBeTruthy()
    expect(within(item).getByRole('button', { name: 'Remove from favourites' })).toBeTruthy()
  })

  it('says when there are none', async () => {
    api((request) =>
      request.path.startsWith('/api/favourites/') ? { status: 200, body: { items: [], nextCursor: null } } : undefined,
    )
    await renderApp({ variant: 'podcast', path: '/favourites', user: makeUser(), apiUrl: server.url })
    expect(await screen.findByText('No favourites yet.')).toBeTruthy()
  })
})

describe('/history', () => {
  it('signed out, lists what this device played, and removes an entry', async () => {
    await deviceHistory().put({ episode, positionMs: 42_000, finished: false, listenedAt: '2026-01-02T10:00:00.000Z' })
    await renderApp({ variant: 'podcast', path: '/history' })
    const item = await screen.findByRole('listitem', { name: 'The lighthouse' })
    expect(within(item).getByText('Stopped at 0:42 of 2:00')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Log in to keep your history on every device.' })).toBeTruthy()
    fireEvent.click(within(item).getByRole('button', { name: 'Remove from history' }))
    expect(await screen.findByText('Nothing played yet.')).toBeTruthy()
    expect(await deviceHistory().all()).toEqual([])
  })

  it('signed in, lists the server’s history with positions', async () => {
    api((request) =>
      request.path.startsWith('/api/listens/')
        ? {
            status: 200,
            body: {
              items: [{ episode, positionMs: 120_000, finished: true, listenedAt: '2026-01-02T10:00:00.000Z' }],
              nextCursor: null,
            },
          }
        : undefined,
    )
    await renderApp({ variant: 'podcast', path: '/history', user: makeUser(), apiUrl: server.url })
    const item = await screen.findByRole('listitem', { name: 'The lighthouse' })
    expect(within(item).getByText('Played to the end')).toBeTruthy()
    await waitFor(() => expect(server.seen.some((request) => request.path.startsWith('/api/listens/'))).toBe(true))
  })

  it('signed in, says why an entry could not be removed', async () => {
    api((request) => {
      if (request.method === 'DELETE')
        return { status: 503, body: { message: 'The server is busy. Please try again.' } }
      return request.path.startsWith('/api/listens/')
        ? {
            status: 200,
            body: {
              items: [{ episode, positionMs: 42_000, finished: false, listenedAt: '2026-01-02T10:00:00.000Z' }],
              nextCursor: null,
            },
          }
        : undefined
    })
    await renderApp({ variant: 'podcast', path: '/history', user: makeUser(), apiUrl: server.url })
    const item = await screen.findByRole('listitem', { name: 'The lighthouse' })
    fireEvent.click(within(item).getByRole('button', { name: 'Remove from history' }))
    expect((await screen.findByRole('alert')).textContent).toContain('The server is busy. Please try again.')
    expect(screen.getByRole('listitem', { name: 'The lighthouse' })).toBeTruthy()
  })
})
