import { Container, HStack, Link as ChakraLink } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { RecordScriptButton, ScriptReader, useScript } from '../scripts'
import { QueryStates } from '../ui/query-states'

function BackToList() {
  return (
    <ChakraLink asChild color="brand.fg">
      <Link to="/free_scripts2">Back to the free scripts</Link>
    </ChakraLink>
  )
}

/** One free library script in full, with "Record" to start a session from it. */
export function FreeScriptView({ scriptId }: { scriptId: string }) {
  const script = useScript(scriptId)

  if (script.data) {
    const actions = (
      <HStack gap="4" wrap="wrap">
        <RecordScriptButton scriptId={scriptId} />
        <BackToList />
      </HStack>
    )
    return <ScriptReader script={script.data} actions={actions} />
  }
  return (
    <Container maxW="4xl" py="6">
      <QueryStates
        query={script}
        page
        loading="Loading the script…"
        missing="This script is not in the free library."
      />
      <HStack mt="4">
        <BackToList />
      </HStack>
    </Container>
  )
}
