import { Container, Heading, Stack, Text } from '@chakra-ui/react'
import { useParams } from '@tanstack/react-router'
import { channelMessages } from '#contract/channels'
import { useUser } from '../auth/use-user'
import { ErrorState, QueryStates } from '../ui/query-states'
import { channelValues } from './channel-form'
import { ChannelEditor } from './channel-editor'
import { useChannel } from './channel-queries'
import { DeleteChannel } from './delete-channel'

/** /channel/{channelId}/edit: the channel's owner, or a teacher of its class. */
export function EditChannelScreen() {
  const { channelId } = useParams({ from: '/channel/$channelId/edit' })
  const channel = useChannel(channelId)
  const user = useUser()
  return (
    <Container maxW="4xl" py="8">
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          Edit channel
        </Heading>
        <QueryStates query={channel} loading="Loading the channel…" missing={channelMessages.unknownChannel}>
          {(data) =>
            data.viewer.canEdit ? (
              <Stack gap="8">
                <Text color="fg.muted">{data.title}</Text>
                <ChannelEditor key={data.id} channel={data} initial={channelValues(data)} />
                {data.owner.id === user?.id && <DeleteChannel channel={data} />}
              </Stack>
            ) : (
              <ErrorState message={channelMessages.notOwner} />
            )
          }
        </QueryStates>
      </Stack>
    </Container>
  )
}
