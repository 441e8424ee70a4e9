import { Container, Heading, Stack } from '@chakra-ui/react'
import { ListStates } from '../ui/list-states'
import { EmptyState } from '../ui/query-states'
import { ListenedEpisodeRow } from './listened-episode-row'
import { useFavourites, useSetFavourite } from './listening-queries'

export const noFavouritesText = 'No favourites yet.'

/** /favourites (members): the episodes they marked, newest first, a page at a time. */
export function FavouritesScreen() {
  const favourites = useFavourites()
  const setFavourite = useSetFavourite()
  return (
    <Container maxW="4xl" py="8">
      <Stack gap="4">
        <Heading as="h1" size="2xl">
          My Favourites
        </Heading>
        <ListStates
          query={favourites}
          loading="Loading your favourites…"
          empty={
            <EmptyState title={noFavouritesText}>Press Favourite on an episode’s page to keep it here.</EmptyState>
          }
        >
          {(items) => (
            <Stack as="ul" aria-label="Favourite episodes" gap="3" m="0" p="0">
              {items.map(({ episode }) => (
                <ListenedEpisodeRow
                  key={episode.id}
                  episode={episode}
                  actionLabel="Remove from favourites"
                  onAction={() => void setFavourite(episode, false)}
                />
              ))}
            </Stack>
          )}
        </ListStates>
      </Stack>
    </Container>
  )
}
