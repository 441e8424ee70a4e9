// /freesound-poc (SPEC: open to all): members with `audio_library` search Freesound, hear previews
// and import sounds into their audio library. Visitors are asked to log in, members without the
// privilege are told what opens it, and a server without FREESOUND_TOKEN says it is not configured.
import { Container, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { freesoundMessages } from '#contract/freesound'
import { hasPrivilege } from '../auth/privileges'
import { useUser } from '../auth/use-user'
import { ListStates } from '../ui/list-states'
import { QueryStates } from '../ui/query-states'
import { useFreesoundSearch, useFreesoundStatus } from './freesound-queries'
import { SearchForm, type FreesoundSearchParams } from './search-form'
import { SoundResult } from './sound-result'

export function FreesoundScreen() {
  const user = useUser()
  const status = useFreesoundStatus(user !== null)
  return (
    <Container maxW="3xl" py="8">
      <Heading as="h1" size="2xl" mb="2">
        Freesound
      </Heading>
      <Text color="fg.muted" mb="6">
        Find sounds on Freesound, hear them, and import them into your audio library with their licence and credit.
      </Text>
      {!user ? (
        <Text>
          <ChakraLink asChild color="brand.fg">
            <Link to="/login" search={{ redirect: '/freesound-poc' }}>
              Log in
            </Link>
          </ChakraLink>{' '}
          to search Freesound.
        </Text>
      ) : (
        <QueryStates query={status} loading="Checking Freesound…">
          {({ configured }) =>
            !configured ? (
              <Text>{freesoundMessages.notConfigured}</Text>
            ) : hasPrivilege(user, 'audio_library') ? (
              <FreesoundSearch />
            ) : (
              <Text>
                Importing sounds needs the audio library.{' '}
                <ChakraLink asChild color="brand.fg">
                  <Link to="/membership">See the memberships</Link>
                </ChakraLink>
              </Text>
            )
          }
        </QueryStates>
      )}
    </Container>
  )
}

function FreesoundSearch() {
  const [params, setParams] = useState<FreesoundSearchParams | null>(null)
  const results = useFreesoundSearch(params)
  return (
    <Stack gap="6">
      <SearchForm
        onSearch={setParams}
        searching={params !== null && results.isFetching && !results.isFetchingNextPage}
      />
      {params && (
        <Stack gap="3" aria-live="polite">
          <ListStates query={results} loading="Searching Freesound…" empty={<Text>No sounds match.</Text>}>
            {(sounds) => (
              <>
                <Text color="fg.muted">
                  {results.data?.pages[0]?.count ?? sounds.length}{' '}
                  {results.data?.pages[0]?.count === 1 ? 'sound' : 'sounds'} found
                </Text>
                <Stack as="ul" gap="3" aria-label="Sounds found" p="0" m="0">
                  {sounds.map((sound) => (
                    <SoundResult key={sound.id} sound={sound} />
                  ))}
                </Stack>
              </>
            )}
          </ListStates>
        </Stack>
      )}
    </Stack>
  )
}
