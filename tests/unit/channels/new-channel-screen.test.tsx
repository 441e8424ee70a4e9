import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { channelMessages } from '#contract/channels'
import { renderApp } from '../support/render-app'
import { testServerForFile } from '../support/test-server'
import { makeUser } from '../support/users'

const server = testServerForFile()
const teacher = makeUser({ privileges: ['teacher'], role: { name: 'teacher', privileges: ['teacher'] } })
const school = { id: 's1', name: 'Hill School', country: 'NZ' }

describe('/channels/new', () => {
  it('checks the fields before sending, then shows the server’s refusal beside the field it concerns', async () => {
    server.answer((request) => {
      if (request.path === '/api/classes/')
        return {
          status: 200,
          body: {
            items: [
              { id: 'c1', name: '5B', school, joinCode: null, studentCount: 0, createdAt: '2026-05-01T09:00:00.000Z' },
            ],
          },
        }
      if (request.method === 'POST' && request.path === '/api/channels/')
        return { status: 409, body: { message: channelMessages.classHasChannel } }
      return { status: 404, body: { message: 'Not here.' } }
    })
    await renderApp({ variant: 'podcast', path: '/channels/new?class=c1', user: teacher, apiUrl: server.url })
    expect(((await screen.findByLabelText('Class')) as HTMLSelectElement).value).toBe('c1')
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'english!' } })
    fireEvent.click(screen.getByRole('button', { name: 'Create channel' }))
    expect(await screen.findByText(channelMessages.titleRequired)).toBeTruthy()
    expect(screen.getByText(channelMessages.language)).toBeTruthy()
    expect(server.seen.some((request) => request.method === 'POST')).toBe(false)

    fireEvent.change(screen.getByLabelText('Title'), { target: { value: '5B Radio' } })
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'en-GB' } })
    fireEvent.click(screen.getByLabelText('Let other platforms import this feed'))
    fireEvent.click(screen.getByRole('button', { name: 'Create channel' }))
    expect(await screen.findByText(channelMessages.classHasChannel)).toBeTruthy()
    expect(server.seen.find((request) => request.method === 'POST')?.body).toMatchObject({
      title: '5B Radio',
      language: 'en-GB',
      category: 'Fiction',
      locked: false,
      classId: 'c1',
    })
  })
})
