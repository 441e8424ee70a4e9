import { Center, Image } from '@chakra-ui/react'
import { photoUrl } from '#contract/profiles'
import type { PublicUser } from '#contract/users'
import { useUserFileUrl } from '../ui/user-file'
import { memberInitials, memberName } from './member-names'

/** The member's photo when the caller may see it (the server sent its id), else their initials. */
export function MemberAvatar({ user }: { user: PublicUser }) {
  const photo = useUserFileUrl(user.photo ? photoUrl(user.photo) : null)
  if (photo.status === 'ready') {
    return (
      <Image
        src={photo.url}
        alt={`Photo of ${memberName(user)}`}
        boxSize="10"
        borderRadius="full"
        objectFit="cover"
        flexShrink={0}
      />
    )
  }
  return (
    <Center
      aria-hidden
      boxSize="10"
      borderRadius="full"
      bg="brand.muted"
      color="brand.fg"
      fontWeight="semibold"
      fontSize="sm"
      flexShrink={0}
    >
      {memberInitials(user)}
    </Center>
  )
}
