import { Button, Container, Heading, Stack } from '@chakra-ui/react'
import { useState } from 'react'
import { hasPrivilege } from '../auth/privileges'
import { useUser } from '../auth/use-user'
import { ListStates } from '../ui/list-states'
import { EmptyState } from '../ui/query-states'
import { EventCard } from './event-card'
import { useEvents } from './event-queries'
import { NewEventForm } from './new-event-form'

/** /events: upcoming and past events; teachers also create them here. */
export function EventsScreen() {
  const user = useUser()
  const [when, setWhen] = useState<'upcoming' | 'past'>('upcoming')
  return (
    <Container maxW="3xl" py="8">
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          Events
        </Heading>
        <Stack direction="row" gap="2" role="group" aria-label="Which events">
          {(['upcoming', 'past'] as const).map((value) => (
            <Button
              key={value}
              size="sm"
              variant={when === value ? 'solid' : 'outline'}
              aria-pressed={when === value}
              onClick={() => setWhen(value)}
            >
              {value === 'upcoming' ? 'Upcoming' : 'Past'}
            </Button>
          ))}
        </Stack>
        <EventList key={when} when={when} />
        {hasPrivilege(user, 'teacher') && <NewEventForm />}
      </Stack>
    </Container>
  )
}

function EventList({ when }: { when: 'upcoming' | 'past' }) {
  const events = useEvents(when)
  return (
    <ListStates
      query={events}
      loading="Loading events…"
      empty={<EmptyState title={when === 'upcoming' ? 'No upcoming events.' : 'No past events.'} />}
    >
      {(items) => (
        <Stack as="ul" gap="3" listStyleType="none">
          {items.map((event) => (
            <EventCard key={event.id} event={event} />
          ))}
        </Stack>
      )}
    </ListStates>
  )
}
