import { Box, Heading, Image, Link, Stack, Text } from '@chakra-ui/react'
import { introUrl, photoUrl } from '#contract/profiles'
import { useUserFileUrl } from '../ui/user-file'
import type { ShownProfile } from './profile-queries'

/** Photo, name and intro as the server returned them for this viewer (a hidden one is null). */
export function ProfileView({ profile }: { profile: ShownProfile }) {
  const photo = useUserFileUrl(profile.photo ? photoUrl(profile.photo) : null)
  const intro = useUserFileUrl(profile.intro ? introUrl(profile.intro) : null)
  const title = profile.name ?? (profile.handle ? `@${profile.handle}` : 'Member')

  return (
    <Stack gap="5" align={{ base: 'center', sm: 'start' }}>
      {photo.status === 'ready' && (
        <Image src={photo.url} alt={`Photo of ${title}`} boxSize="48" borderRadius="full" objectFit="cover" />
      )}
      <Box textAlign={{ base: 'center', sm: 'start' }}>
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        {profile.name && profile.handle && <Text color="fg.muted">@{profile.handle}</Text>}
      </Box>
      {intro.status === 'ready' && (
        <Stack gap="1" w="full" maxW="md">
          <Text fontWeight="medium">Intro</Text>
          <audio controls src={intro.url} aria-label="Intro" style={{ width: '100%' }} />
        </Stack>
      )}
      {(photo.status === 'failed' || intro.status === 'failed') && (
        <Text color="fg.muted">Some of this profile could not be loaded.</Text>
      )}
      {profile.portfolioLink && (
        <Link href={profile.portfolioLink} target="_blank" rel="noopener noreferrer" colorPalette="brand">
          Portfolio
        </Link>
      )}
    </Stack>
  )
}
