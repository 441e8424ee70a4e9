import { Alert, Container, Heading, Stack, Text } from '@chakra-ui/react'
import { hasPrivilege } from '../auth/privileges'
import { useUser } from '../auth/use-user'
import { LibraryBrowser } from './library-browser'
import { ReadInFullLink } from './read-in-full-link'

export const freeAccessNote = 'Scripts marked Free can be read in full by members with script library access.'

/** /scriptlibrary (open to all): previews of the library's scripts. */
export function ScriptLibraryScreen() {
  const canRead = hasPrivilege(useUser(), 'read_free_script')
  return (
    <Container maxW="5xl" py="8">
      <Stack gap="6">
        <Stack gap="2">
          <Heading as="h1" size="2xl">
            Script Library
          </Heading>
          <Text color="fg.muted">
            Scenes ready to record, for one actor or a whole group. Find one by its cast size and length.
          </Text>
        </Stack>
        {!canRead && (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Title>{freeAccessNote}</Alert.Title>
          </Alert.Root>
        )}
        <LibraryBrowser
          action={canRead ? (script) => script.free && <ReadInFullLink scriptId={script.id} /> : undefined}
        />
      </Stack>
    </Container>
  )
}
