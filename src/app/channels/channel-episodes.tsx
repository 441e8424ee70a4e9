import { Heading, HStack, Stack } from '@chakra-ui/react'
import type { ChannelView } from '#contract/channels'
import { AddToPlaylistButton } from '../playlists'
import { ListStates } from '../ui/list-states'
import { EmptyState } from '../ui/query-states'
import { useChannelEpisodes } from './channel-episode-queries'
import { EpisodeEditorActions } from './episode-editor-actions'
import { EpisodeItem } from './episode-item'

const headingId = 'channel-episodes-heading'

/** The channel's episodes, newest first: the published ones, and every one for its editors. */
export function ChannelEpisodes({ channel }: { channel: ChannelView }) {
  const episodes = useChannelEpisodes(channel.id)
  return (
    <Stack as="section" gap="3" aria-labelledby={headingId}>
      <Heading as="h2" size="lg" id={headingId}>
        Episodes
      </Heading>
      <ListStates query={episodes} loading="Loading the episodes…" empty={<EmptyState title="No episodes yet." />}>
        {(items) => (
          <Stack as="ul" gap="3" m="0" p="0" aria-labelledby={headingId}>
            {items.map((episode) => (
              <EpisodeItem key={episode.id} episode={episode}>
                <HStack gap="2" wrap="wrap">
                  {episode.state === 'published' && <AddToPlaylistButton episodeId={episode.id} />}
                </HStack>
                {channel.viewer.canEdit && <EpisodeEditorActions episode={episode} />}
              </EpisodeItem>
            ))}
          </Stack>
        )}
      </ListStates>
    </Stack>
  )
}
