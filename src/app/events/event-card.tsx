import { Badge, Box, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import type { Event } from '#contract/events'
import { eventTimeText, seatsText } from './event-time'

export function EventCard({ event }: { event: Event }) {
  return (
    <Box as="li" borderWidth="1px" borderRadius="l3" p="4">
      <Stack gap="1">
        <Heading as="h3" size="md">
          <ChakraLink asChild color="brand.fg">
            <Link to="/event/$eventId" params={{ eventId: event.id }}>
              {event.title}
            </Link>
          </ChakraLink>
        </Heading>
        <Text>{eventTimeText(event.startsAt, event.endsAt)}</Text>
        <Text color="fg.muted">{event.place || 'Online'}</Text>
        <Stack direction="row" gap="2" wrap="wrap">
          <Badge colorPalette={event.seatsLeft === 0 ? 'red' : 'gray'}>{seatsText(event.seatsLeft)}</Badge>
          {event.registered && <Badge colorPalette="green">Registered</Badge>}
          {event.isOrganiser && <Badge colorPalette="blue">Yours</Badge>}
        </Stack>
      </Stack>
    </Box>
  )
}
