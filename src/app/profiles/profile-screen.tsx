import { Container } from '@chakra-ui/react'
import { useParams } from '@tanstack/react-router'
import { QueryStates } from '../ui/query-states'
import { useProfile, type ProfileLookup } from './profile-queries'
import { ProfileView } from './profile-view'

export const unknownUserText = 'This user does not exist.'

/** A public profile page (open to all, standalone). */
export function ProfilePage({ lookup }: { lookup: ProfileLookup }) {
  const profile = useProfile(lookup)
  return (
    <Container maxW="3xl" py="8">
      <QueryStates query={profile} page loading="Loading the profile…" missing={unknownUserText}>
        {(shown) => <ProfileView profile={shown} />}
      </QueryStates>
    </Container>
  )
}

/** /members/{handle} */
export function MemberProfileScreen() {
  const { handle } = useParams({ from: '/members/$handle' })
  return <ProfilePage lookup={{ handle }} />
}

/** /profile/{userId} */
export function ProfileScreen() {
  const { userId } = useParams({ from: '/profile/$userId' })
  return <ProfilePage lookup={{ userId }} />
}
