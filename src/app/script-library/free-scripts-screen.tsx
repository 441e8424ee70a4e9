import { Container, Heading, Stack, Text } from '@chakra-ui/react'
import { FreeScriptView } from './free-script-view'
import { useFreeScriptParam } from './free-script-param'
import { LibraryBrowser } from './library-browser'
import { ReadInFullLink } from './read-in-full-link'

/** /free_scripts2 (read_free_script): the free library scripts; `?script=` opens one in full. */
export function FreeScriptsScreen() {
  const scriptId = useFreeScriptParam()
  if (scriptId) return <FreeScriptView key={scriptId} scriptId={scriptId} />
  return (
    <Container maxW="5xl" py="6">
      <Stack gap="6">
        <Stack gap="2">
          <Heading as="h1" size="2xl">
            Script Library
          </Heading>
          <Text color="fg.muted">Free scripts you can read in full and record from.</Text>
        </Stack>
        <LibraryBrowser free action={(script) => <ReadInFullLink scriptId={script.id} />} />
      </Stack>
    </Container>
  )
}
