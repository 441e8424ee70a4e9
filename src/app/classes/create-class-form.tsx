import { Button, Field, Heading, NativeSelect, Stack, Text } from '@chakra-ui/react'
import { useState, type FormEvent } from 'react'
import { classLimits, classMessages, type TeacherClass } from '#contract/classes'
import { ErrorAlert } from '../ui/error-alert'
import { QueryStates } from '../ui/query-states'
import { TextField } from '../ui/text-field'
import { useCreateClass, useSchools } from './class-queries'

export const noSchoolText = 'You are not a teacher at any school yet. Ask your school’s administrator to add you.'
const headingId = 'create-class-heading'

export function CreateClassForm() {
  const schools = useSchools()
  return (
    <Stack as="section" gap="3" aria-labelledby={headingId} borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h2" size="lg" id={headingId}>
        Create class
      </Heading>
      <QueryStates
        query={schools}
        loading="Loading your schools…"
        offline="Your schools show here when you are online."
      >
        {(items) =>
          items.length === 0 ? <Text color="fg.muted">{noSchoolText}</Text> : <CreateClassFields schools={items} />
        }
      </QueryStates>
    </Stack>
  )
}

function CreateClassFields({ schools }: { schools: TeacherClass['school'][] }) {
  const create = useCreateClass()
  const [name, setName] = useState('')
  const [schoolId, setSchoolId] = useState(schools[0]?.id ?? '')
  const [nameError, setNameError] = useState<string>()
  const [created, setCreated] = useState<string | null>(null)

  function submit(event: FormEvent) {
    event.preventDefault()
    const trimmed = name.trim()
    setNameError(trimmed ? undefined : classMessages.nameRequired)
    setCreated(null)
    if (!trimmed) return
    create.mutate(
      { name: trimmed, schoolId },
      {
        onSuccess: (item) => {
          setName('')
          setCreated(`Class ${item.name} created. Its join code is below.`)
        },
      },
    )
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="3" maxW="md">
        <TextField
          label="Class name"
          value={name}
          onChange={setName}
          maxLength={classLimits.nameMax}
          error={nameError}
        />
        <Field.Root>
          <Field.Label>School</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={schoolId} onChange={(event) => setSchoolId(event.target.value)}>
              {schools.map((school) => (
                <option key={school.id} value={school.id}>
                  {school.name} ({school.country})
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <ErrorAlert error={create.error} />
        <Button type="submit" alignSelf="start" loading={create.isPending}>
          Create class
        </Button>
        <Text role="status" color="fg.success">
          {created}
        </Text>
      </Stack>
    </form>
  )
}
