import { Container } from '@chakra-ui/react'
import { isMissing } from '../scripts/script-queries'
import { ErrorState, LoadingState, isPausedOffline, notOnDeviceMessage } from '../scripts/ui/query-states'
import { useProfile, type ProfileLookup } from './profile-queries'
import { ProfileView } from './profile-view'

export const unknownUserText = 'This user does not exist.'

/** A public profile page (open to all, standalone). */
export function ProfilePage({ lookup }: { lookup: ProfileLookup }) {
  const profile = useProfile(lookup)
  return (
    <Container maxW="3xl" py="8">
      {profile.data ? (
        <ProfileView profile={profile.data} />
      ) : isPausedOffline(profile) ? (
        <ErrorState message={notOnDeviceMessage} />
      ) : profile.isError ? (
        isMissing(profile.error) ? (
          <ErrorState message={unknownUserText} />
        ) : (
          <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />
        )
      ) : (
        <LoadingState label="Loading the profile…" />
      )}
    </Container>
  )
}
