import { Button, HStack, Stack } from '@chakra-ui/react'
import { useState, type FormEvent } from 'react'
import { classLimits, classMessages, type TeacherClass } from '#contract/classes'
import { ErrorAlert } from '../ui/error-alert'
import { TextField } from '../ui/text-field'
import { useRenameClass } from './class-queries'

export function RenameClassForm({ item, onDone }: { item: TeacherClass; onDone: () => void }) {
  const rename = useRenameClass(item.id)
  const [name, setName] = useState(item.name)
  const [error, setError] = useState<string>()

  function submit(event: FormEvent) {
    event.preventDefault()
    const trimmed = name.trim()
    setError(trimmed ? undefined : classMessages.nameRequired)
    if (trimmed) rename.mutate(trimmed, { onSuccess: onDone })
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="3" maxW="md">
        <TextField
          label="New class name"
          value={name}
          onChange={setName}
          maxLength={classLimits.nameMax}
          error={error}
        />
        <ErrorAlert error={rename.error} />
        <HStack gap="2">
          <Button size="sm" variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button size="sm" type="submit" loading={rename.isPending}>
            Save name
          </Button>
        </HStack>
      </Stack>
    </form>
  )
}
