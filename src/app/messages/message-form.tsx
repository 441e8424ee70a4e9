import { Button, Field, Stack, Textarea } from '@chakra-ui/react'
import { useRef, useState, type FormEvent } from 'react'
import { messageLimits, messagesMessages } from '#contract/messages'
import { ErrorAlert } from '../ui/error-alert'

/** Why `text` cannot be sent, or null. The server checks the same (contract/messages.ts). */
export function messageProblem(text: string): string | null {
  const body = text.trim()
  if (body.length === 0) return messagesMessages.empty
  if (body.length > messageLimits.bodyMax) return messagesMessages.tooLong
  return null
}

/** The labelled "Message" field and "Send". Enter sends; Shift+Enter starts a new line. */
export function MessageForm({
  onSend,
  sending,
  error,
}: {
  onSend: (body: string) => Promise<unknown>
  sending: boolean
  error: unknown
}) {
  const [text, setText] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  // `sending` comes with the next render: a second Enter before it must not send the text again.
  const busy = useRef(false)

  async function submit(event?: FormEvent) {
    event?.preventDefault()
    const found = messageProblem(text)
    setProblem(found)
    if (found || sending || busy.current) return
    busy.current = true
    // Cleared as the message goes into the list, not a moment after: the words never show twice.
    // Should keeping it on the device fail, they come back unless something new was typed meanwhile.
    setText('')
    try {
      await onSend(text.trim())
    } catch (error) {
      setText((typed) => (typed === '' ? text : typed))
      throw error
    } finally {
      busy.current = false
    }
  }

  return (
    <Stack as="form" gap="2" onSubmit={(event: FormEvent) => void submit(event).catch(() => undefined)}>
      <Field.Root invalid={problem !== null}>
        <Field.Label>Message</Field.Label>
        <Textarea
          value={text}
          rows={2}
          autoresize
          maxH="40"
          onChange={(event) => {
            setText(event.target.value)
            if (problem) setProblem(null)
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
            event.preventDefault()
            void submit().catch(() => undefined)
          }}
        />
        <Field.ErrorText>{problem}</Field.ErrorText>
      </Field.Root>
      <ErrorAlert error={error} />
      <Button type="submit" alignSelf="end" loading={sending}>
        Send
      </Button>
    </Stack>
  )
}
