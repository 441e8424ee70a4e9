import { Badge, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import type { EpisodeView } from '#contract/episodes'
import { memberName, profileLink } from '../profiles'
import { formatMs } from '../ui/format-time'
import { episodeStateText, publishedDay } from './episode-state-text'

/** Title, channel, author, date, length, state (for its editors) and description. */
export function EpisodeDetails({ episode }: { episode: EpisodeView }) {
  const state = episodeStateText(episode)
  return (
    <Stack gap="2">
      <Heading as="h1" size="2xl">
        {episode.title}
      </Heading>
      <HStack gap="2" wrap="wrap" fontSize="sm" color="fg.muted">
        <Link asChild>
          <RouterLink to="/channel/$channelId" params={{ channelId: episode.channel.id }}>
            {episode.channel.title}
          </RouterLink>
        </Link>
        <Text>·</Text>
        <Link asChild>
          <RouterLink {...profileLink(episode.author)}>{memberName(episode.author)}</RouterLink>
        </Link>
        {episode.publishedAt && episode.state === 'published' && (
          <>
            <Text>·</Text>
            <Text asChild>
              <time dateTime={episode.publishedAt}>{publishedDay(episode.publishedAt)}</time>
            </Text>
          </>
        )}
        <Text>·</Text>
        <Text aria-label="Duration">{formatMs(episode.durationMs)}</Text>
        {state && <Badge colorPalette="orange">{state}</Badge>}
      </HStack>
      {episode.description && <Text whiteSpace="pre-wrap">{episode.description}</Text>}
    </Stack>
  )
}
