import { useParams } from '@tanstack/react-router'
import { ProfilePage } from './profile-screen'

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
