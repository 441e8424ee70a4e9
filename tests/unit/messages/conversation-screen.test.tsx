import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { messagesMessages } from '#contract/messages'
import { messageOutbox } from '#app/messages/message-outbox'
import { startTestServer, type TestServer } from '../support/test-server'
import { createMessageApi, makeMessage, type MessageApi } from './support/message-api'
import { renderWithOutbox } from './support/render-messages'

let server: TestServer
let api: MessageApi
let stop: () => Promise<void> = async () => {}

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())
beforeEach(() => {
  api = createMessageApi()
  server.answer(api.answer)
  server.seen.length = 0
})
afterEach(() => stop())

async function render(path: string) {
  const rendered = await renderWithOutbox({ path, apiUrl: server.url })
  stop = rendered.stop
  return rendered
}

const minute = (n: number) => new Date(Date.UTC(2025, 4, 1, 10, n)).toISOString()
const bubbleTexts = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent)

describe('a conversation', () => {
  it('shows the newest messages at the bottom, pages back with "Load earlier messages" and marks them read', async () => {
    for (let n = 0; n < 35; n += 1)
      api.messages.push(makeMessage({ id: `m${String(n).padStart(2, '0')}`, body: `Line ${n}`, createdAt: minute(n) }))
    await render('/notifications?with=u2')
    expect(await screen.findByRole('heading', { name: 'Ben', level: 2 })).toBeTruthy()
    const list = await screen.findByRole('list', { name: 'Conversation with Ben' })
    await waitFor(() => expect(bubbleTexts(list)).toHaveLength(30))
    expect(bubbleTexts(list).at(0)).toBe('Line 5')
    expect(bubbleTexts(list).at(-1)).toBe('Line 34')
    await waitFor(() =>
      expect(
        server.seen.some((request) => request.method === 'POST' && request.path === '/api/conversations/u2/read'),
      ).toBe(true),
    )

    fireEvent.click(screen.getByRole('button', { name: 'Load earlier messages' }))
    await waitFor(() => expect(bubbleTexts(list)).toHaveLength(35))
    expect(bubbleTexts(list).at(0)).toBe('Line 0')
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load earlier messages' })).toBeNull())
  })

  it('a message written while the server cannot be reached waits on the device, then shows once when sent', async () => {
    api.up = false
    const { offline } = await render('/notifications?with=u2')
    // Nothing read yet: the conversation says why, and the field still takes a message.
    expect(await screen.findByText('Service unavailable.')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: '  See you at rehearsal!  ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))

    const list = await screen.findByRole('list', { name: /^Conversation with/ })
    await waitFor(() => expect(within(list).getByText('Waiting to send')).toBeTruthy())
    expect(within(list).getByText('See you at rehearsal!')).toBeTruthy()
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('')
    const [waiting] = await messageOutbox(offline.db).all()
    expect(waiting).toMatchObject({ senderId: 'u1', recipientId: 'u2', body: 'See you at rehearsal!', refusal: null })

    // The queue tried and was not answered; it tries again on its back-off once the server is back.
    await waitFor(() =>
      expect(
        server.seen.some((request) => request.method === 'POST' && request.path === '/api/conversations/u2/messages'),
      ).toBe(true),
    )
    api.up = true
    await waitFor(() => expect(within(list).queryByText('Waiting to send')).toBeNull())
    // The same list all along: the message never left the screen on its way.
    expect(list.isConnected).toBe(true)
    expect(within(list).getAllByText('See you at rehearsal!')).toHaveLength(1)
    expect(api.messages).toMatchObject([{ clientId: waiting?.clientId, body: 'See you at rehearsal!' }])
    expect(await messageOutbox(offline.db).all()).toEqual([])
  })

  it('a refused message shows the server’s words and keeps its text; it can be discarded', async () => {
    api.refused.add('u2')
    await render('/notifications?with=u2')
    expect(await screen.findByText('No messages yet.')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Are we still friends?' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByText(`Not sent: ${messagesMessages.notAllowed}`)).toBeTruthy()
    expect(screen.getByText('Are we still friends?')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }))
    await waitFor(() => expect(screen.queryByText('Are we still friends?')).toBeNull())
  })

  it('Enter pressed twice quickly sends the message once', async () => {
    const { offline } = await render('/notifications?with=u2')
    expect(await screen.findByText('No messages yet.')).toBeTruthy()
    const field = screen.getByLabelText('Message')
    fireEvent.change(field, { target: { value: 'Only once, please' } })
    fireEvent.keyDown(field, { key: 'Enter' })
    fireEvent.keyDown(field, { key: 'Enter' })
    await waitFor(() => expect(api.messages.map((message) => message.body)).toEqual(['Only once, please']))
    await waitFor(() => expect(screen.getAllByText('Only once, please')).toHaveLength(1))
    expect(await messageOutbox(offline.db).all()).toEqual([])
  })

  it('says what is wrong with an empty message instead of sending it', async () => {
    await render('/notifications?with=u2')
    expect(await screen.findByText('No messages yet.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByText(messagesMessages.empty)).toBeTruthy()
    expect(server.seen.filter((request) => request.method === 'POST')).toEqual([])
  })

  it('for a member who does not exist says so', async () => {
    await render('/notifications?with=nobody')
    expect(await screen.findByText('This user does not exist.')).toBeTruthy()
    expect(screen.queryByLabelText('Message')).toBeNull()
  })
})
