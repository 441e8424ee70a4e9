import { Button, Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import type { User } from '#contract/users'
import { QueryStates } from '../ui/query-states'
import { ChannelArtwork } from './channel-artwork'
import { usePublishableChannels } from './channel-queries'

const headingId = 'class-channels-heading'

/** A student's way to their classes' channels: they publish there, for their teacher's approval. */
export function StudentClassChannels({ user }: { user: User }) {
  const studentOf = new Set(user.classes.filter((item) => item.membership === 'student').map((item) => item.id))
  const channels = usePublishableChannels(studentOf.size > 0)
  if (studentOf.size === 0) return null
  return (
    <Stack as="section" gap="3" aria-labelledby={headingId}>
      <Heading as="h2" size="lg" id={headingId}>
        My class channels
      </Heading>
      <QueryStates query={channels} loading="Loading your class channels…">
        {(items) => {
          const mine = items.filter((channel) => channel.class && studentOf.has(channel.class.id))
          if (mine.length === 0)
            return <Text color="fg.muted">Your classes have no channels yet. Your teacher makes them.</Text>
          return (
            <Stack as="ul" gap="3" m="0" p="0" aria-labelledby={headingId}>
              {mine.map((channel) => (
                <HStack
                  as="li"
                  key={channel.id}
                  listStyleType="none"
                  gap="4"
                  p="3"
                  borderWidth="1px"
                  borderRadius="md"
                  wrap="wrap"
                >
                  <ChannelArtwork artwork={channel.artwork} title={channel.title} size="12" />
                  <Stack gap="0" flex="1">
                    <ChakraLink asChild fontWeight="semibold" color="brand.fg">
                      <Link to="/channel/$channelId" params={{ channelId: channel.id }}>
                        {channel.title}
                      </Link>
                    </ChakraLink>
                    <Text fontSize="sm" color="fg.muted">
                      Class {channel.class?.name}
                    </Text>
                  </Stack>
                  <Button asChild size="sm" variant="outline">
                    <Link to="/channel/$channelId/publish" params={{ channelId: channel.id }}>
                      Publish an episode
                    </Link>
                  </Button>
                </HStack>
              ))}
            </Stack>
          )
        }}
      </QueryStates>
    </Stack>
  )
}
