// /playlist/:id (open): a public playlist for anyone, a private one for its owner. "Play all" plays
// it through in order (the next episode starts by itself), the row being played lit; the owner
// renames it, makes it public, removes and reorders episodes, and anyone downloads it.
import { Alert, Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { useParams } from '@tanstack/react-router'
import { useCallback, useState, useSyncExternalStore } from 'react'
import { playlistMessages, type PlaylistView } from '#contract/playlists'
import { EpisodePlayer } from '../episodes'
import { DownloadPlaylistButton } from '../episode-downloads'
import { EmptyState, QueryStates } from '../ui/query-states'
import { episodeCountText, formatDuration } from './format-duration'
import { usePlaylist } from './playlist-queries'
import { dismissPlaylistRefusals, onPlaylistRefusals, playlistRefusals } from './playlist-sync-events'
import { PlaylistSettings } from './playlist-settings'
import { SortableEpisodes } from './sortable-episodes'
import { usePlaylistEdit } from './use-playlist-edits'

/** What the server refused of this device's edits (an episode added to a full playlist vanishes on
 *  the next read), shown until dismissed or the next edit. */
function PlaylistRefusals({ playlistId }: { playlistId: string }) {
  const refusals = useSyncExternalStore(
    onPlaylistRefusals,
    useCallback(() => playlistRefusals(playlistId), [playlistId]),
  )
  if (refusals.length === 0) return null
  return (
    <Alert.Root status="warning" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        {refusals.map((text, index) => (
          <Alert.Description key={index}>{text}</Alert.Description>
        ))}
      </Alert.Content>
      <Button size="sm" variant="ghost" onClick={() => dismissPlaylistRefusals(playlistId)}>
        Dismiss
      </Button>
    </Alert.Root>
  )
}

function PlaylistContent({ playlist }: { playlist: PlaylistView }) {
  const edit = usePlaylistEdit()
  const [playing, setPlaying] = useState<{ index: number; started: number } | null>(null)
  const canEdit = playlist.viewer.canEdit
  const playingId = playing ? (playlist.episodes[playing.index]?.id ?? null) : null
  const owner = playlist.owner.name ?? playlist.owner.handle ?? 'a member'
  return (
    <Stack gap="5">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {playlist.title}
        </Heading>
        <Text color="fg.muted">
          By {owner} · {episodeCountText(playlist.episodes.length)} ·{' '}
          {formatDuration(playlist.episodes.reduce((sum, episode) => sum + episode.durationMs, 0))}
          {playlist.public ? ' · Public' : ' · Private'}
        </Text>
      </Stack>
      <PlaylistRefusals playlistId={playlist.id} />
      {canEdit && <PlaylistSettings playlist={playlist} />}
      {playlist.episodes.length === 0 ? (
        <EmptyState title="This playlist has no episodes yet.">
          Add episodes with “Add to playlist” on an episode’s or a channel’s page.
        </EmptyState>
      ) : (
        <>
          <HStack gap="3" wrap="wrap">
            <Button onClick={() => setPlaying({ index: 0, started: Date.now() })}>Play all</Button>
            <DownloadPlaylistButton episodes={playlist.episodes} />
          </HStack>
          {playing && (
            <EpisodePlayer
              key={playing.started}
              queue={playlist.episodes}
              startIndex={playing.index}
              autoPlay
              onIndexChange={(index) => setPlaying((current) => current && { ...current, index })}
            />
          )}
          <SortableEpisodes
            episodes={playlist.episodes}
            playingId={playingId}
            canEdit={canEdit}
            onPlay={(index) => setPlaying({ index, started: Date.now() })}
            onRemove={
              canEdit
                ? (episode) => edit.mutate({ playlistId: playlist.id, op: { type: 'remove', episodeId: episode.id } })
                : null
            }
            onReorder={(episodeIds) => edit.mutate({ playlistId: playlist.id, op: { type: 'order', episodeIds } })}
          />
        </>
      )}
    </Stack>
  )
}

export function PlaylistScreen() {
  const { playlistId } = useParams({ from: '/playlist/$playlistId' })
  const playlist = usePlaylist(playlistId)
  return (
    <Container maxW="4xl" py="8">
      <QueryStates query={playlist} loading="Loading the playlist…" missing={playlistMessages.unknownPlaylist}>
        {(view) => <PlaylistContent playlist={view} />}
      </QueryStates>
    </Container>
  )
}
