import { Container, HStack, Stack, Text } from '@chakra-ui/react'
import { useParams } from '@tanstack/react-router'
import { episodeMessages } from '#contract/episodes'
import { useUser } from '../auth/use-user'
import { DownloadEpisodeButton } from '../episode-downloads'
import { FavouriteButton } from '../listening'
import { AddToPlaylistButton } from '../playlists'
import { QueryStates } from '../ui/query-states'
import { EpisodeDetails } from './episode-details'
import { useEpisodeView } from './episode-queries'
import { EpisodePlayer } from './player/episode-player'

export const waitingForTeacherText = "Waiting for your teacher's approval. Once approved, it plays here for everyone."

/** /podcast-ep/{linkId} (open): the episode, its player with the transcript, and what a listener
 *  keeps of it (favourite, playlist, download). */
export function EpisodeScreen() {
  const { linkId } = useParams({ from: '/podcast-ep/$linkId' })
  const view = useEpisodeView(linkId)
  const user = useUser()
  return (
    <Container maxW="3xl" py="8">
      <QueryStates query={view} loading="Loading the episode…" missing={episodeMessages.unknownEpisode} page>
        {(episode) => (
          <Stack gap="6">
            <EpisodeDetails episode={episode} />
            <HStack gap="3" wrap="wrap">
              <FavouriteButton episode={episode} />
              {user && <AddToPlaylistButton episodeId={episode.id} />}
              <DownloadEpisodeButton episode={episode} />
            </HStack>
            {episode.state === 'waiting' && !episode.viewer.canApprove && !episode.viewer.canEdit ? (
              // Its student author: the audio is heard once it is public, not an error before.
              <Text role="status">{waitingForTeacherText}</Text>
            ) : (
              // Keyed by episode: moving to another one keeps where this one stood, and starts afresh.
              <EpisodePlayer key={episode.id} queue={[episode]} />
            )}
          </Stack>
        )}
      </QueryStates>
    </Container>
  )
}
