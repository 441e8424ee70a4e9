// The message field empties as the message goes into the conversation, and gives the words back if
// they could not be kept on the device, unless something new was typed meanwhile.
import { ChakraProvider, defaultSystem } from '@chakra-ui/react'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { MessageForm } from '#app/messages/message-form'

function deferred() {
  let settle = { resolve: () => {}, reject: (_error: Error) => {} }
  const promise = new Promise<void>((resolve, reject) => (settle = { resolve, reject }))
  return { promise, ...settle }
}

function showForm(onSend: (body: string) => Promise<unknown>) {
  render(
    <ChakraProvider value={defaultSystem}>
      <MessageForm onSend={onSend} sending={false} error={null} />
    </ChakraProvider>,
  )
  return screen.getByLabelText('Message') as HTMLTextAreaElement
}

describe('the message field', () => {
  it('is empty while the message is on its way, and the text is sent trimmed', async () => {
    const sent: string[] = []
    const keeping = deferred()
    const field = showForm((body) => (sent.push(body), keeping.promise))
    fireEvent.change(field, { target: { value: '  Break a leg!  ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(sent).toEqual(['Break a leg!']))
    expect(field.value).toBe('')
    keeping.resolve()
    await waitFor(() => expect(field.value).toBe(''))
  })

  it('gives the words back when they could not be kept', async () => {
    const keeping = deferred()
    const field = showForm(() => keeping.promise)
    fireEvent.change(field, { target: { value: 'Break a leg!' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(field.value).toBe(''))
    keeping.reject(new Error('Storage is full.'))
    await waitFor(() => expect(field.value).toBe('Break a leg!'))
  })

  it('keeps what was typed since, over the words that could not be kept', async () => {
    const keeping = deferred()
    const sent: string[] = []
    const field = showForm((body) => (sent.push(body), sent.length === 1 ? keeping.promise : Promise.resolve()))
    fireEvent.change(field, { target: { value: 'First thought' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(field.value).toBe(''))
    fireEvent.change(field, { target: { value: 'Second thought' } })
    keeping.reject(new Error('Storage is full.'))
    // Send is taken again once the failed one is over: what goes then is what the field held.
    await waitFor(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }))
      expect(sent).toEqual(['First thought', 'Second thought'])
    })
  })
})
