// Publishing a session: the member's finished sessions to choose from, read a page at a time. A page
// with none finished is not yet "none": older pages may hold one.
import { fireEvent, screen } from '@testing-library/react'
import { expect, it } from 'vitest'
import type { ChannelView } from '#contract/channels'
import type { SessionSummary } from '#contract/sessions'
import { noFinishedSessionsText, noneLoadedYetText } from '#app/episodes/publish/session-source'
import { renderApp } from '../support/render-app'
import { testServerForFile } from '../support/test-server'
import { makeUser } from '../support/users'

const server = testServerForFile()
const member = makeUser({ id: 'u1' })
const channel = {
  id: 'ch1',
  title: 'Tones',
  class: null,
  owner: { id: 'u1', name: 'Ada', handle: null, photo: null, intro: null },
  artwork: null,
  viewer: { following: false, canEdit: true, canPublish: true },
} as unknown as ChannelView
const session = (id: string, status: SessionSummary['status']): SessionSummary => ({
  id,
  scriptId: 's1',
  title: `Script ${id}`,
  status,
  lineCount: 4,
  recordedLineCount: 4,
  isOwner: true,
  updatedAt: '2026-01-01T10:00:00.000Z',
})

it('says none is finished among those loaded while older pages remain, then lists one found there', async () => {
  server.answer((request) => {
    if (request.path === '/api/channels/ch1') return { status: 200, body: channel }
    if (request.path.startsWith('/api/sessions?') && request.path.includes('cursor=next'))
      return { status: 200, body: { items: [session('old', 'complete')], nextCursor: null } }
    if (request.path.startsWith('/api/sessions?'))
      return { status: 200, body: { items: [session('new', 'open')], nextCursor: 'next' } }
    return { status: 404, body: { message: 'Not here.' } }
  })
  await renderApp({ variant: 'podcast', path: '/channel/ch1/publish', user: member, apiUrl: server.url })
  // The podcast screens' chunk is compiled on its first use in this file: slow on a busy machine.
  expect(await screen.findByText(noneLoadedYetText, {}, { timeout: 15_000 })).toBeTruthy()
  expect(screen.queryByText(noFinishedSessionsText)).toBeNull()
  fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
  expect(await screen.findByRole('radio', { name: /Script old/ })).toBeTruthy()
  expect(screen.queryByText(noneLoadedYetText)).toBeNull()
})
