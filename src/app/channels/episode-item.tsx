import { Badge, Box, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { EpisodeSummary } from '#contract/episodes'
import { episodeStateText, publishedDay } from '../episodes'
import { formatMs } from '../ui/format-time'

interface EpisodeItemProps {
  episode: EpisodeSummary
  /** Lists of several channels name the episode's channel. */
  showChannel?: boolean
  /** What the viewer may do with it (add to a playlist, editors' actions). */
  children?: ReactNode
}

/** One episode in a list: its title (the way to its page), when, how long, and, for editors, its state. */
export function EpisodeItem({ episode, showChannel = false, children }: EpisodeItemProps) {
  const headingId = `episode-${episode.id}`
  const state = episodeStateText(episode)
  return (
    <Box as="li" listStyleType="none" p="3" borderWidth="1px" borderRadius="md" aria-labelledby={headingId}>
      <Stack gap="2">
        <Stack gap="0">
          <ChakraLink asChild fontWeight="semibold" color="brand.fg" id={headingId}>
            <Link to="/podcast-ep/$linkId" params={{ linkId: episode.linkId }}>
              {episode.title}
            </Link>
          </ChakraLink>
          <HStack gap="3" wrap="wrap" fontSize="sm" color="fg.muted">
            {state && <Badge colorPalette={episode.state === 'waiting' ? 'orange' : 'gray'}>{state}</Badge>}
            {showChannel && (
              <ChakraLink asChild>
                <Link to="/channel/$channelId" params={{ channelId: episode.channel.id }}>
                  {episode.channel.title}
                </Link>
              </ChakraLink>
            )}
            {episode.publishedAt && episode.state === 'published' && <Text>{publishedDay(episode.publishedAt)}</Text>}
            <Text>{formatMs(episode.durationMs)}</Text>
          </HStack>
          {episode.description && (
            <Text fontSize="sm" lineClamp={2}>
              {episode.description}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Box>
  )
}
