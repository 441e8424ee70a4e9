import { Container, Separator, Stack } from '@chakra-ui/react'
import { useParams } from '@tanstack/react-router'
import { channelMessages } from '#contract/channels'
import { QueryStates } from '../ui/query-states'
import { ChannelEpisodes } from './channel-episodes'
import { ChannelHeader } from './channel-header'
import { useChannel } from './channel-queries'

/** /channel/{channelId} (open): the channel, its feed and its episodes. */
export function ChannelScreen() {
  const { channelId } = useParams({ from: '/channel/$channelId' })
  const channel = useChannel(channelId)
  return (
    <Container maxW="4xl" py="8">
      <QueryStates query={channel} loading="Loading the channel…" missing={channelMessages.unknownChannel}>
        {(data) => (
          <Stack gap="6">
            <ChannelHeader channel={data} />
            <Separator />
            <ChannelEpisodes channel={data} />
          </Stack>
        )}
      </QueryStates>
    </Container>
  )
}
