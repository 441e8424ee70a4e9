import { Button, Container, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import { Link, useParams } from '@tanstack/react-router'
import { eventIcsPath } from '#contract/events'
import { useUser } from '../auth/use-user'
import { ErrorAlert } from '../ui/error-alert'
import { ListStates } from '../ui/list-states'
import { EmptyState, QueryStates } from '../ui/query-states'
import { EventDetails } from './event-details'
import { useAttendees, useEvent, useRegistration } from './event-queries'

/** /event/{eventId}/register: registers a signed-in member (visitors are asked to log in), lets them
 *  cancel, and shows the organiser who has registered. */
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
