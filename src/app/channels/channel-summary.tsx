import { Badge, Box, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import type { ChannelWithEpisodes } from '#contract/channels'
import { formatMs } from '../ui/format-time'
import { ChannelArtwork } from './channel-artwork'

const waitingText = (count: number) =>
  count === 1 ? '1 episode waits for your approval' : `${count} episodes wait for your approval`

/** A channel on My Podcasts: artwork, title (the way to it) and its newest episodes. */
export function ChannelSummary({ item }: { item: ChannelWithEpisodes }) {
  const { channel, latestEpisodes, waitingCount } = item
  const headingId = `channel-${channel.id}`
  return (
    <Box as="li" listStyleType="none" p="3" borderWidth="1px" borderRadius="md" aria-labelledby={headingId}>
      <HStack gap="4" align="start">
        <ChannelArtwork artwork={channel.artwork} title={channel.title} size="20" />
        <Stack gap="1" flex="1" minW="0">
          <ChakraLink asChild fontWeight="semibold" fontSize="lg" color="brand.fg" id={headingId}>
            <Link to="/channel/$channelId" params={{ channelId: channel.id }}>
              {channel.title}
            </Link>
          </ChakraLink>
          <HStack gap="2" wrap="wrap" fontSize="sm" color="fg.muted">
            {channel.class && <Badge>Class {channel.class.name}</Badge>}
            <Text>{channel.episodeCount === 1 ? '1 episode' : `${channel.episodeCount} episodes`}</Text>
            {waitingCount > 0 && <Text color="fg.warning">{waitingText(waitingCount)}</Text>}
          </HStack>
          {latestEpisodes.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              No episodes yet.
            </Text>
          ) : (
            <Stack as="ul" gap="0" m="0" p="0" aria-label={`Newest episodes of ${channel.title}`}>
              {latestEpisodes.map((episode) => (
                <HStack as="li" key={episode.id} gap="2" listStyleType="none" fontSize="sm">
                  <ChakraLink asChild>
                    <Link to="/podcast-ep/$linkId" params={{ linkId: episode.linkId }}>
                      {episode.title}
                    </Link>
                  </ChakraLink>
                  <Text color="fg.muted">{formatMs(episode.durationMs)}</Text>
                </HStack>
              ))}
            </Stack>
          )}
        </Stack>
      </HStack>
    </Box>
  )
}
