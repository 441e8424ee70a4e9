import { Button, Field, Stack, Textarea } from '@chakra-ui/react'
import { useState, type FormEvent } from 'react'
import { classLimits } from '#contract/classes'
import { ErrorAlert } from '../ui/error-alert'
import type { useCreateStudents } from './class-queries'
import { readStudentNames } from './student-names'

/** "Create student accounts" for pupils without e-mail: names in, user IDs and first passwords out,
 *  shown once. `create` belongs to the class card, which shows its result (StudentAccountsResult):
 *  closing this panel must not lose the passwords. */
export function StudentAccountsPanel({ create }: { create: ReturnType<typeof useCreateStudents> }) {
  const [text, setText] = useState('')
  const [error, setError] = useState<string>()

  function submit(event: FormEvent) {
    event.preventDefault()
    const read = readStudentNames(text)
    setError(read.error ?? undefined)
    if (read.error === null) create.mutate(read.names, { onSuccess: () => setText('') })
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="3">
        <Field.Root invalid={Boolean(error)}>
          <Field.Label>Student names, one per line</Field.Label>
          <Textarea value={text} rows={6} onChange={(event) => setText(event.target.value)} />
          <Field.HelperText>
            Up to {classLimits.studentsPerBatch} names. Each student gets a user ID and a first password, shown to you
            once, to print as sign-in cards.
          </Field.HelperText>
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
        <ErrorAlert error={create.error} />
        <Button type="submit" size="sm" alignSelf="start" loading={create.isPending}>
          Create accounts
        </Button>
      </Stack>
    </form>
  )
}
