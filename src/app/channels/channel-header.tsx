import { Badge, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import type { ChannelView } from '#contract/channels'
import { AddChannelToPlaylistButton } from '../playlists'
import { ChannelArtwork } from './channel-artwork'
import { FeedAddress } from './feed-address'
import { FollowButton } from './follow-button'

const followersText = (count: number) => (count === 1 ? '1 follower' : `${count} followers`)

/** What a channel is: artwork, title, description, its details, and what the viewer may do with it. */
export function ChannelHeader({ channel }: { channel: ChannelView }) {
  return (
    <Stack gap="4">
      <HStack gap="6" align="start" wrap="wrap">
        <ChannelArtwork artwork={channel.artwork} title={channel.title} size="300px" />
        <Stack gap="2" flex="1" minW="60">
          <Heading as="h1" size="2xl">
            {channel.title}
          </Heading>
          {channel.author && <Text fontWeight="medium">{channel.author}</Text>}
          <HStack gap="2" wrap="wrap" fontSize="sm" color="fg.muted">
            <Badge>{channel.category}</Badge>
            <Text>Language: {channel.language}</Text>
            {channel.explicit && <Badge colorPalette="red">Explicit</Badge>}
            {channel.class && <Badge colorPalette="blue">Class {channel.class.name}</Badge>}
            <Text>{followersText(channel.followerCount)}</Text>
          </HStack>
          {channel.description && <Text whiteSpace="pre-wrap">{channel.description}</Text>}
          <HStack gap="2" wrap="wrap" pt="2">
            <FollowButton channel={channel} />
            <AddChannelToPlaylistButton channelId={channel.id} />
            {channel.viewer.canPublish && (
              <Button asChild size="sm" variant="outline">
                <Link to="/channel/$channelId/publish" params={{ channelId: channel.id }}>
                  Publish an episode
                </Link>
              </Button>
            )}
            {channel.viewer.canEdit && (
              <Button asChild size="sm" variant="outline">
                <Link to="/channel/$channelId/edit" params={{ channelId: channel.id }}>
                  Edit channel
                </Link>
              </Button>
            )}
          </HStack>
        </Stack>
      </HStack>
      <FeedAddress channelId={channel.id} />
    </Stack>
  )
}
