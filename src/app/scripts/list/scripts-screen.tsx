import { Button, Container, HStack, Heading, Stack } from '@chakra-ui/react'
import { useNavigate } from '@tanstack/react-router'
import { TemplateList } from '#app/templates'
import { ScriptListSection } from './script-list-section'

/** /scripts: my scripts, the ones friends share with me, and templates to start from. */
export function ScriptsScreen() {
  const navigate = useNavigate()
  return (
    <Container maxW="4xl" py="6">
      <Stack gap="8">
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Heading as="h1" size="2xl">
            Scripts
          </Heading>
          <Button onClick={() => void navigate({ to: '/scripts/create' })}>New script</Button>
        </HStack>
        <ScriptListSection scope="mine" />
        <ScriptListSection scope="shared" />
        <TemplateList />
      </Stack>
    </Container>
  )
}
