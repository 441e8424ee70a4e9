// Events (SPEC §2): /events lists upcoming and past events (teachers also create them),
// /event/{eventId} shows one (standalone, open) with Add to calendar, and /event/{eventId}/register
// registers a signed-in member (visitors are asked to log in) and shows the organiser the attendees.
import { Button, Container, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import { Link, useParams } from '@tanstack/react-router'
import { useState } from 'react'
import { eventIcsPath, type Event } from '../../contract/events'
import { hasPrivilege } from '../auth/privileges'
import { useUser } from '../auth/use-user'
import { ErrorAlert } from '../ui/error-alert'
import { ListStates } from '../ui/list-states'
import { EmptyState, QueryStates } from '../ui/query-states'
import { EventCard } from './event-card'
import { useAttendees, useEvent, useEvents, useRegistration } from './event-queries'
import { eventTimeText, seatsText } from './event-time'
import { NewEventForm } from './new-event-form'

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

function EventDetails({ event }: { event: Event }) {
  return (
    <Stack gap="2">
      <Heading as="h1" size="2xl">
        {event.title}
      </Heading>
      <Text fontWeight="semibold">{eventTimeText(event.startsAt, event.endsAt)}</Text>
      {event.place && <Text>{event.place}</Text>}
      {event.link && (
        <ChakraLink href={event.link} target="_blank" rel="noopener noreferrer" color="brand.fg">
          {event.link}
        </ChakraLink>
      )}
      <Text>{seatsText(event.seatsLeft)}</Text>
      {event.description && <Text whiteSpace="pre-wrap">{event.description}</Text>}
    </Stack>
  )
}

export function EventScreen() {
  const { eventId } = useParams({ from: '/event/$eventId' })
  const event = useEvent(eventId)
  return (
    <Container maxW="3xl" py="8">
      <QueryStates query={event} loading="Loading the event…" missing="This event does not exist.">
        {(found) => (
          <Stack gap="4">
            <EventDetails event={found} />
            <Stack direction="row" gap="3" wrap="wrap">
              <Button asChild variant="outline">
                <a href={eventIcsPath(found.id)} download>
                  Add to calendar
                </a>
              </Button>
              {found.registered ? (
                <Text alignSelf="center">You are registered.</Text>
              ) : (
                <Button asChild>
                  <Link to="/event/$eventId/register" params={{ eventId: found.id }}>
                    Register
                  </Link>
                </Button>
              )}
            </Stack>
            <ChakraLink asChild color="brand.fg">
              <Link to="/events">All events</Link>
            </ChakraLink>
          </Stack>
        )}
      </QueryStates>
    </Container>
  )
}

export function EventRegisterScreen() {
  const { eventId } = useParams({ from: '/event/$eventId/register' })
  const user = useUser()
  const event = useEvent(eventId)
  const registration = useRegistration(eventId)
  return (
    <Container maxW="3xl" py="8">
      <QueryStates query={event} loading="Loading the event…" missing="This event does not exist.">
        {(found) => (
          <Stack gap="4">
            <EventDetails event={found} />
            {!user ? (
              <Text>
                Please log in to register for this event.{' '}
                <ChakraLink asChild color="brand.fg">
                  <Link to="/login" search={{ redirect: `/event/${found.id}/register` }}>
                    Log in
                  </Link>
                </ChakraLink>
              </Text>
            ) : found.registered ? (
              <Stack gap="2">
                <Text role="status">You are registered for this event.</Text>
                <Button
                  variant="outline"
                  alignSelf="flex-start"
                  loading={registration.isPending}
                  onClick={() => registration.mutate('cancel')}
                >
                  Cancel registration
                </Button>
              </Stack>
            ) : (
              <Button
                alignSelf="flex-start"
                loading={registration.isPending}
                disabled={found.seatsLeft === 0}
                onClick={() => registration.mutate('register')}
              >
                Register
              </Button>
            )}
            <ErrorAlert error={registration.error} />
            <Button asChild variant="outline" alignSelf="flex-start">
              <a href={eventIcsPath(found.id)} download>
                Add to calendar
              </a>
            </Button>
            {found.isOrganiser && <Attendees eventId={found.id} />}
          </Stack>
        )}
      </QueryStates>
    </Container>
  )
}

function Attendees({ eventId }: { eventId: string }) {
  const attendees = useAttendees(eventId, true)
  return (
    <Stack gap="2">
      <Heading as="h2" size="lg">
        Attendees
      </Heading>
      <ListStates
        query={attendees}
        loading="Loading the attendees…"
        empty={<EmptyState title="Nobody has registered yet." />}
      >
        {(items) => (
          <Stack as="ul" gap="1" ps="5">
            {items.map((attendee) => (
              <li key={attendee.user.id}>{attendee.user.name ?? attendee.user.handle ?? attendee.user.id}</li>
            ))}
          </Stack>
        )}
      </ListStates>
    </Stack>
  )
}
