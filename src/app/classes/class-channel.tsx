import { Button, Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import type { Channel } from '#contract/channels'
import type { EpisodeSummary } from '#contract/episodes'
import type { TeacherClass } from '#contract/classes'
import { useApproveEpisode, usePublishableChannels, useWaitingEpisodes } from '../channels'
import { memberName } from '../profiles'
import { ErrorAlert } from '../ui/error-alert'
import { formatMs } from '../ui/format-time'
import { ListStates } from '../ui/list-states'
import { QueryStates } from '../ui/query-states'

export const noWaitingText = 'No episodes are waiting for your approval.'

/** The class's podcast channel (or the way to make one) and its students' episodes waiting for approval. */
export function ClassChannel({ item }: { item: TeacherClass }) {
  const channels = usePublishableChannels()
  return (
    <QueryStates query={channels} loading="Loading the class’s channel…">
      {(items) => {
        const channel = items.find((candidate) => candidate.class?.id === item.id)
        if (!channel) {
          return (
            <HStack gap="2" wrap="wrap">
              <Text color="fg.muted">This class has no channel yet.</Text>
              <Button asChild size="sm" variant="outline">
                <Link to="/channels/new" search={{ class: item.id }}>
                  Make a channel for this class
                </Link>
              </Button>
            </HStack>
          )
        }
        return <ChannelWithWaiting channel={channel} />
      }}
    </QueryStates>
  )
}

function ChannelWithWaiting({ channel }: { channel: Channel }) {
  const waiting = useWaitingEpisodes(channel.id)
  const headingId = `waiting-${channel.id}`
  return (
    <Stack gap="2">
      <Text>
        Channel:{' '}
        <ChakraLink asChild color="brand.fg" fontWeight="medium">
          <Link to="/channel/$channelId" params={{ channelId: channel.id }}>
            {channel.title}
          </Link>
        </ChakraLink>
      </Text>
      <Heading as="h4" size="sm" id={headingId}>
        Episodes waiting for approval
      </Heading>
      <ListStates
        query={waiting}
        loading="Loading the episodes waiting…"
        empty={<Text color="fg.muted">{noWaitingText}</Text>}
      >
        {(episodes) => (
          <Stack as="ul" gap="2" m="0" p="0" aria-labelledby={headingId}>
            {episodes.map((episode) => (
              <WaitingEpisode key={episode.id} episode={episode} />
            ))}
          </Stack>
        )}
      </ListStates>
    </Stack>
  )
}

function WaitingEpisode({ episode }: { episode: EpisodeSummary }) {
  const approve = useApproveEpisode(episode.linkId)
  return (
    <Stack as="li" listStyleType="none" gap="1" p="2" borderWidth="1px" borderRadius="md" aria-label={episode.title}>
      <HStack gap="3" wrap="wrap">
        <ChakraLink asChild color="brand.fg" fontWeight="medium">
          <Link to="/podcast-ep/$linkId" params={{ linkId: episode.linkId }}>
            {episode.title}
          </Link>
        </ChakraLink>
        <Text fontSize="sm" color="fg.muted">
          by {memberName(episode.author)} · {formatMs(episode.durationMs)}
        </Text>
        <Button size="xs" loading={approve.isPending} onClick={() => approve.mutate()}>
          Approve
        </Button>
      </HStack>
      <ErrorAlert error={approve.error} />
    </Stack>
  )
}
