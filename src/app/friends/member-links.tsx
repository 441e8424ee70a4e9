import { Button } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import type { PublicUser } from '#contract/users'
import { profileLink } from '../profiles'

/** The member's public profile, by handle when they have one. */
export function ProfileLinkButton({ user }: { user: PublicUser }) {
  return (
    <Button asChild size="sm" variant="ghost">
      <Link {...profileLink(user)}>Profile</Link>
    </Button>
  )
}

/** The conversation with a friend, on the Messages tab. */
export function MessageLinkButton({ user }: { user: PublicUser }) {
  return (
    <Button asChild size="sm" variant="ghost">
      <Link to="/notifications" search={{ with: user.id }}>
        Message
      </Link>
    </Button>
  )
}
