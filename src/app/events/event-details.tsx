import { Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import type { Event } from '#contract/events'
import { eventTimeText, seatsText } from './event-time'

/** What the event page and its registration page both show of an event. */
export function EventDetails({ event }: { event: Event }) {
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
