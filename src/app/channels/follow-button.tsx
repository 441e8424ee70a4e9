import { Button, Link as ChakraLink, Stack } from '@chakra-ui/react'
import { Link, useLocation } from '@tanstack/react-router'
import type { ChannelView } from '#contract/channels'
import { useUser } from '../auth/use-user'
import { ErrorAlert } from '../ui/error-alert'
import { useFollowChannel } from './channel-queries'

/** Follow / Unfollow for members; visitors are shown the way to log in first. */
export function FollowButton({ channel }: { channel: ChannelView }) {
  const user = useUser()
  const pathname = useLocation({ select: (location) => location.pathname })
  const follow = useFollowChannel(channel.id)
  if (!user) {
    return (
      <ChakraLink asChild color="brand.fg">
        <Link to="/login" search={{ redirect: pathname }}>
          Log in to follow this channel
        </Link>
      </ChakraLink>
    )
  }
  const following = channel.viewer.following
  return (
    <Stack gap="2" align="start">
      <Button
        size="sm"
        variant={following ? 'outline' : 'solid'}
        loading={follow.isPending}
        onClick={() => follow.mutate(!following)}
      >
        {following ? 'Unfollow' : 'Follow'}
      </Button>
      <ErrorAlert error={follow.error} />
    </Stack>
  )
}
