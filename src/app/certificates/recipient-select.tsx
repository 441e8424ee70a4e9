import { Field, NativeSelect, Stack } from '@chakra-ui/react'
import type { PublicUser } from '#contract/users'
import { useClassStudents } from '../classes'
import { ErrorAlert } from '../ui/error-alert'
import { LoadMoreButton } from '../ui/list-states'
import { useEventAttendees } from './certificate-queries'

export type Purpose = { kind: 'class' | 'event'; id: string }

interface RecipientSelectProps {
  purpose: Purpose
  value: string
  onChange: (userId: string) => void
}

const nameOf = (user: PublicUser, username?: string | null) =>
  user.name || user.handle || username || 'A member without a name'

/** The students of the chosen class, or the attendees of the chosen event. */
export function RecipientSelect({ purpose, ...select }: RecipientSelectProps) {
  return purpose.kind === 'class' ? (
    <ClassStudents classId={purpose.id} {...select} />
  ) : (
    <EventAttendees eventId={purpose.id} {...select} />
  )
}

function ClassStudents({ classId, ...select }: { classId: string } & Omit<RecipientSelectProps, 'purpose'>) {
  const students = useClassStudents(classId)
  const people = (students.data?.pages ?? []).flatMap((page) =>
    page.items.map((student) => ({ id: student.user.id, name: nameOf(student.user, student.username) })),
  )
  return (
    <Stack gap="2">
      <PeopleSelect label="Student" people={people} loading={students.isPending} {...select} />
      <ErrorAlert error={students.error} />
      <LoadMoreButton
        hasMore={students.hasNextPage}
        loading={students.isFetchingNextPage}
        onLoadMore={() => void students.fetchNextPage()}
      />
    </Stack>
  )
}

function EventAttendees({ eventId, ...select }: { eventId: string } & Omit<RecipientSelectProps, 'purpose'>) {
  const attendees = useEventAttendees(eventId)
  const people = (attendees.data ?? []).map((user) => ({ id: user.id, name: nameOf(user) }))
  return (
    <Stack gap="2">
      <PeopleSelect label="Attendee" people={people} loading={attendees.isPending} {...select} />
      <ErrorAlert error={attendees.error} />
    </Stack>
  )
}

interface PeopleSelectProps extends Omit<RecipientSelectProps, 'purpose'> {
  label: string
  people: { id: string; name: string }[]
  loading: boolean
}

function PeopleSelect({ label, people, loading, value, onChange }: PeopleSelectProps) {
  const placeholder = loading
    ? 'Loading…'
    : people.length === 0
      ? `No ${label.toLowerCase()}s yet`
      : `Choose a ${label.toLowerCase()}`
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{placeholder}</option>
          {people.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  )
}
