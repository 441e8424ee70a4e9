import { Button, Link } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import type { EpisodeView } from '#contract/episodes'
import { useUser } from '../auth/use-user'
import { useSetFavourite } from './listening-queries'

/** "Favourite" / "Remove from favourites" for a member (the new state shows at once, offline too);
 *  a visitor is asked to log in. The label says what a press does, so it is not also a toggle
 *  (aria-pressed would read "Remove from favourites, pressed"). */
export function FavouriteButton({ episode }: { episode: EpisodeView }) {
  const user = useUser()
  const setFavourite = useSetFavourite()
  if (!user) {
    return (
      <Link asChild fontSize="sm">
        <RouterLink to="/login">Log in to keep favourites</RouterLink>
      </Link>
    )
  }
  const favourite = episode.viewer.favourite
  return (
    <Button size="sm" variant={favourite ? 'solid' : 'outline'} onClick={() => void setFavourite(episode, !favourite)}>
      {favourite ? 'Remove from favourites' : 'Favourite'}
    </Button>
  )
}
