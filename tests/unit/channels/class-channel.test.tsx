import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Channel } from '#contract/channels'
import type { TeacherClass } from '#contract/classes'
import type { EpisodeSummary } from '#contract/episodes'
import { renderApp } from '../support/render-app'
import { testServerForFile } from '../support/test-server'
import { makeUser } from '../support/users'

const server = testServerForFile()
const teacher = makeUser({ privileges: ['teacher'], role: { name: 'teacher', privileges: ['teacher'] } })
const school = { id: 's1', name: 'Hill School', country: 'NZ' }
const person = (id: string, name: string) => ({ id, name, handle: null, photo: null, intro: null })
const classOf = (id: string, name: string): TeacherClass => ({
  id,
  name,
  school,
  joinCode: 'ABCD2345',
  studentCount: 1,
  createdAt: '2026-05-01T09:00:00.000Z',
})
const channel = {
  id: 'ch1',
  title: '5B Radio',
  class: { id: 'c1', name: '5B' },
  owner: person(teacher.id, 'Teacher'),
  artwork: null,
} as Channel
const waiting: EpisodeSummary = {
  id: 'e1',
  linkId: 'link-1',
  title: 'Our storm story',
  description: '',
  channel: { id: 'ch1', title: '5B Radio', artwork: null },
  author: person('u9', 'Ana Ruiz'),
  durationMs: 65_000,
  size: 1000,
  mime: 'audio/mpeg',
  audioUrl: '/api/episode-audio/a1.mp3',
  publishedAt: '2026-05-02T09:00:00.000Z',
  state: 'waiting',
  hasTranscript: false,
}

describe('class channels on My Class', () => {
  it('shows each class’s channel with the episodes waiting, approves one, and offers a channel to a class without one', async () => {
    let approved = false
    server.answer((request) => {
      if (request.path === '/api/schools/') return { status: 200, body: { items: [school] } }
      if (request.path === '/api/classes/')
        return { status: 200, body: { items: [classOf('c1', '5B'), classOf('c2', '6A')] } }
      if (request.path === '/api/channels/publishable') return { status: 200, body: { items: [channel] } }
      if (request.path.startsWith('/api/channels/ch1/waiting'))
        return { status: 200, body: { items: approved ? [] : [waiting], nextCursor: null } }
      if (request.method === 'POST' && request.path === '/api/episodes/link-1/approve') {
        approved = true
        return { status: 200, body: { ...waiting, state: 'published' } }
      }
      return { status: 404, body: { message: 'Not here.' } }
    })
    await renderApp({ variant: 'podcast', path: '/classes', user: teacher, apiUrl: server.url })
    const list = await screen.findByRole('list', { name: 'Your classes' })
    const withChannel = within(list).getByRole('listitem', { name: '5B' })
    expect((await within(withChannel).findByRole('link', { name: '5B Radio' })).getAttribute('href')).toBe(
      '/channel/ch1',
    )
    const episodes = await within(withChannel).findByRole('list', { name: 'Episodes waiting for approval' })
    const item = within(episodes).getByRole('listitem', { name: 'Our storm story' })
    expect(within(item).getByText('by Ana Ruiz · 1:05')).toBeTruthy()
    expect(within(item).getByRole('link', { name: 'Our storm story' }).getAttribute('href')).toBe('/podcast-ep/link-1')
    fireEvent.click(within(item).getByRole('button', { name: 'Approve' }))
    expect(await within(withChannel).findByText('No episodes are waiting for your approval.')).toBeTruthy()
    expect(approved).toBe(true)

    const without = within(list).getByRole('listitem', { name: '6A' })
    expect(
      (await within(without).findByRole('link', { name: 'Make a channel for this class' })).getAttribute('href'),
    ).toBe('/channels/new?class=c2')
  })
})
