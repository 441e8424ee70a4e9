import { Button, Container, Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import { Link, useParams } from '@tanstack/react-router'
import { eventIcsPath } from '#contract/events'
import { QueryStates } from '../ui/query-states'
import { EventDetails } from './event-details'
import { useEvent } from './event-queries'

/** /event/{eventId} (standalone, open): one event, with Add to calendar and the way to register. */
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
