// /playlist/:id shows this member's waiting edits (not another member's on this device), and what
// the server refused of them (an episode added to a full playlist would otherwise just vanish)
// until the member dismisses it.
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { expect, it } from 'vitest'
import { playlistMessages } from '#contract/playlists'
import { createOfflineServices } from '#app/offline/open-offline'
import { queuePlaylistEdit } from '#app/playlists/playlist-edits'
import { playlistSynced } from '#app/playlists/playlist-sync-events'
import { openTestDatabase } from '../offline/support'
import { renderApp } from '../support/render-app'
import { testServerForFile } from '../support/test-server'
import { makeUser } from '../support/users'
import { view } from './support'

const server = testServerForFile()

it('shows only this member’s waiting edits, and a refused edit with the server’s words until dismissed', async () => {
  server.answer((request) =>
    request.path === '/api/playlists/p1'
      ? { status: 200, body: view([]) }
      : { status: 404, body: { message: 'Not here.' } },
  )
  const offline = createOfflineServices(await openTestDatabase(), { isOnline: () => false })
  // Another member's rename waiting on this device is theirs: it does not show to u1.
  await queuePlaylistEdit(offline.syncQueue, offline.db, 'u2', 'p1', {
    type: 'save',
    title: 'Renamed by u2',
    public: false,
  })
  await renderApp({
    variant: 'podcast',
    path: '/playlist/p1',
    user: makeUser({ id: 'u1' }),
    apiUrl: server.url,
    offline,
  })
  // The podcast screens' chunk is compiled on its first use in this file: slow on a busy machine.
  expect(await screen.findByRole('heading', { name: 'Road trip', level: 1 }, { timeout: 15_000 })).toBeTruthy()
  expect(screen.queryByText(/Not added/)).toBeNull()
  expect(screen.queryByText('Renamed by u2')).toBeNull()

  act(() => playlistSynced('p1', [`Not added: ${playlistMessages.full}`]))
  expect(await screen.findByText('Not added: A playlist holds at most 500 episodes.')).toBeTruthy()
  fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
  await waitFor(() => expect(screen.queryByText(/Not added/)).toBeNull())
})
