// A teacher's new event: times typed in the visitor's own time zone (datetime-local), sent as instants.
import { Button, Field, Heading, Input, Stack, Textarea } from '@chakra-ui/react'
import { useState, type FormEvent } from 'react'
import { eventLimits } from '#contract/events'
import { ErrorAlert } from '../ui/error-alert'
import { useCreateEvent } from './event-queries'
import { localInputToIso } from './event-time'

const empty = { title: '', description: '', startsAt: '', endsAt: '', place: '', link: '', capacity: '20' }

export function NewEventForm() {
  const create = useCreateEvent()
  const [values, setValues] = useState(empty)
  const [problem, setProblem] = useState<string | null>(null)
  const set = (field: keyof typeof empty) => (value: string) => setValues((current) => ({ ...current, [field]: value }))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!values.startsAt || !values.endsAt) return setProblem('Please enter when the event starts and ends.')
    setProblem(null)
    create.mutate(
      {
        ...values,
        startsAt: localInputToIso(values.startsAt),
        endsAt: localInputToIso(values.endsAt),
        capacity: Number(values.capacity),
      },
      { onSuccess: () => setValues(empty) },
    )
  }

  return (
    <form onSubmit={submit}>
      <Stack gap="3" borderWidth="1px" borderRadius="l3" p="4">
        <Heading as="h2" size="lg">
          Create event
        </Heading>
        <Field.Root required>
          <Field.Label>Title</Field.Label>
          <Input value={values.title} maxLength={eventLimits.titleMax} onChange={(e) => set('title')(e.target.value)} />
        </Field.Root>
        <Field.Root>
          <Field.Label>Description</Field.Label>
          <Textarea
            value={values.description}
            rows={3}
            maxLength={eventLimits.descriptionMax}
            onChange={(e) => set('description')(e.target.value)}
          />
        </Field.Root>
        <Stack direction={{ base: 'column', md: 'row' }} gap="3">
          <Field.Root required>
            <Field.Label>Starts</Field.Label>
            <Input type="datetime-local" value={values.startsAt} onChange={(e) => set('startsAt')(e.target.value)} />
          </Field.Root>
          <Field.Root required>
            <Field.Label>Ends</Field.Label>
            <Input type="datetime-local" value={values.endsAt} onChange={(e) => set('endsAt')(e.target.value)} />
          </Field.Root>
        </Stack>
        <Field.Root>
          <Field.Label>Place</Field.Label>
          <Input value={values.place} maxLength={eventLimits.placeMax} onChange={(e) => set('place')(e.target.value)} />
        </Field.Root>
        <Field.Root>
          <Field.Label>Link</Field.Label>
          <Input
            type="url"
            value={values.link}
            maxLength={eventLimits.linkMax}
            placeholder="https://"
            onChange={(e) => set('link')(e.target.value)}
          />
          <Field.HelperText>For an online event: the address of the video call.</Field.HelperText>
        </Field.Root>
        <Field.Root required>
          <Field.Label>Seats</Field.Label>
          <Input
            type="number"
            min={1}
            max={eventLimits.capacityMax}
            value={values.capacity}
            onChange={(e) => set('capacity')(e.target.value)}
          />
        </Field.Root>
        <ErrorAlert message={problem} error={create.error} />
        <Button type="submit" alignSelf="flex-start" loading={create.isPending}>
          Create event
        </Button>
      </Stack>
    </form>
  )
}
