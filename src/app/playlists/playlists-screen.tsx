// /playlists (members): their playlists, the most recently changed first, a page at a time, with
// "New playlist"; and the episodes downloaded on this device.
import { Badge, Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { newId } from '#shared/new-id'
import { DownloadsSection } from '../episode-downloads'
import { LoadMoreButton } from '../ui/list-states'
import { EmptyState, ErrorState, QueryStates } from '../ui/query-states'
import { episodeCountText, formatDuration } from './format-duration'
import { NewPlaylistDialog } from './new-playlist-dialog'
import { usePlaylists } from './playlist-queries'
import { usePlaylistEdit } from './use-playlist-edits'

export const noPlaylistsText = 'No playlists yet.'

export function PlaylistsScreen() {
  const { query, items } = usePlaylists()
  const edit = usePlaylistEdit()
  const navigate = useNavigate()
  const [creating, setCreating] = useState(false)
  const create = (title: string) => {
    const id = newId()
    setCreating(false)
    edit.mutate(
      { playlistId: id, op: { type: 'save', title, public: false } },
      { onSuccess: () => void navigate({ to: '/playlist/$playlistId', params: { playlistId: id } }) },
    )
  }
  return (
    <Container maxW="4xl" py="8">
      <Stack gap="6">
        <HStack justify="space-between" wrap="wrap">
          <Heading as="h1" size="2xl">
            Playlists
          </Heading>
          <Button onClick={() => setCreating(true)}>New playlist</Button>
        </HStack>
        {edit.error && <ErrorState error={edit.error} />}
        <QueryStates query={{ ...query, data: items }} loading="Loading your playlists…">
          {(playlists) =>
            playlists.length === 0 ? (
              <EmptyState title={noPlaylistsText}>
                Make one with “New playlist”, or add an episode with “Add to playlist” on its page.
              </EmptyState>
            ) : (
              <Stack as="ul" aria-label="Your playlists" gap="2" m="0" p="0" listStyleType="none">
                {playlists.map((playlist) => (
                  <HStack
                    as="li"
                    key={playlist.id}
                    justify="space-between"
                    p="3"
                    borderWidth="1px"
                    borderRadius="md"
                    gap="3"
                  >
                    <Stack gap="0" minW="0">
                      <Link to="/playlist/$playlistId" params={{ playlistId: playlist.id }}>
                        <Text fontWeight="medium" truncate>
                          {playlist.title}
                        </Text>
                      </Link>
                      <Text fontSize="sm" color="fg.muted">
                        {episodeCountText(playlist.episodeCount)} · {formatDuration(playlist.durationMs)}
                      </Text>
                    </Stack>
                    {playlist.public && <Badge>Public</Badge>}
                  </HStack>
                ))}
              </Stack>
            )
          }
        </QueryStates>
        {query.isFetchNextPageError && <ErrorState error={query.error} />}
        <LoadMoreButton
          hasMore={query.hasNextPage}
          loading={query.isFetchingNextPage}
          onLoadMore={() => void query.fetchNextPage()}
        />
        <DownloadsSection />
      </Stack>
      {creating && (
        <NewPlaylistDialog confirmLabel="Create playlist" onCreate={create} onClose={() => setCreating(false)} />
      )}
    </Container>
  )
}
