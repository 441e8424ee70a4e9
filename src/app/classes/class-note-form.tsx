import { Button, Field, Stack, Text, Textarea } from '@chakra-ui/react'
import { useState, type FormEvent } from 'react'
import { classLimits, classMessages, type TeacherClass } from '#contract/classes'
import { ErrorAlert } from '../ui/error-alert'
import { useSendClassNote } from './class-queries'

/** A note to every student of the class; each gets it as a notification. */
export function ClassNoteForm({ item }: { item: TeacherClass }) {
  const send = useSendClassNote(item.id)
  const [body, setBody] = useState('')
  const [error, setError] = useState<string>()
  const [sent, setSent] = useState<string | null>(null)

  function submit(event: FormEvent) {
    event.preventDefault()
    const trimmed = body.trim()
    setError(trimmed ? undefined : classMessages.noteRequired)
    setSent(null)
    if (!trimmed) return
    send.mutate(trimmed, {
      onSuccess: () => {
        setBody('')
        setSent(`Note sent to the students of ${item.name}.`)
      },
    })
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="3">
        <Field.Root invalid={Boolean(error)}>
          <Field.Label>Note to the class</Field.Label>
          <Textarea
            value={body}
            rows={3}
            maxLength={classLimits.noteMax}
            onChange={(event) => setBody(event.target.value)}
          />
          <Field.HelperText>Every student of {item.name} gets it with their notifications.</Field.HelperText>
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
        <ErrorAlert error={send.error} />
        <Button type="submit" size="sm" alignSelf="start" loading={send.isPending}>
          Send note
        </Button>
        <Text role="status" color="fg.success">
          {sent}
        </Text>
      </Stack>
    </form>
  )
}
