import { Alert, Container, Heading, Stack, Text } from '@chakra-ui/react'
import { useParams } from '@tanstack/react-router'
import { channelMessages, type ChannelView } from '#contract/channels'
import { episodeMessages } from '#contract/episodes'
import { useChannel } from '#app/channels'
import { ErrorState, QueryStates } from '#app/ui/query-states'
import { TextLink } from '#app/ui/text-link'
import { PublishForm } from './publish-form'

export const waitsForTeacherText = 'Your teacher will publish it after approving it.'

/** /channel/{channelId}/publish: a finished session or an audio file becomes an episode of the channel. */
export function PublishEpisodeScreen() {
  const { channelId } = useParams({ from: '/channel/$channelId/publish' })
  const channel = useChannel(channelId)
  return (
    <Container maxW="3xl" py="8">
      <QueryStates query={channel} loading="Loading the channel…" missing={channelMessages.unknownChannel}>
        {(data) =>
          data.viewer.canPublish ? <PublishTo channel={data} /> : <ErrorState message={episodeMessages.notPublisher} />
        }
      </QueryStates>
    </Container>
  )
}

function PublishTo({ channel }: { channel: ChannelView }) {
  const forApproval = channel.class !== null && !channel.viewer.canEdit
  return (
    <Stack gap="6">
      <Stack gap="1">
        <TextLink to="/channel/$channelId" params={{ channelId: channel.id }}>
          {channel.title}
        </TextLink>
        <Heading as="h1" size="2xl">
          Publish an episode
        </Heading>
      </Stack>
      {forApproval && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{waitsForTeacherText}</Alert.Title>
        </Alert.Root>
      )}
      <Text color="fg.muted">
        A finished session is rendered and encoded to MP3 on this device, with its script as the episode’s transcript.
      </Text>
      <PublishForm channelId={channel.id} />
    </Stack>
  )
}
