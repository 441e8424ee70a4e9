import { Alert, Box, Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import type { LocalDraft } from './drafts-store'
import { displayTitle } from './local-draft'
import { useConflictChoices } from './use-conflict-choices'

export const conflictNotice = 'This draft was changed on another device.'

function Version({ heading, title, body }: { heading: string; title: string; body: string }) {
  return (
    <Box as="section" aria-label={heading} borderWidth="1px" borderRadius="md" p="4" minW="0">
      <Heading as="h2" size="md" mb="2">
        {heading}
      </Heading>
      <Text fontWeight="semibold" mb="2">
        {displayTitle(title)}
      </Text>
      <Text whiteSpace="pre-wrap" wordBreak="break-word" maxH="60vh" overflowY="auto">
        {body}
      </Text>
    </Box>
  )
}

/** Both texts side by side (stacked on phones) until the member chooses; nothing is lost before. */
export function ConflictPanel({
  draft,
  onKeptBoth,
}: {
  draft: LocalDraft & { conflict: NonNullable<LocalDraft['conflict']> }
  onKeptBoth: (copyId: string) => void
}) {
  const choices = useConflictChoices(draft)
  const [busy, setBusy] = useState(false)
  const { current } = draft.conflict

  const choose = (action: () => Promise<void>) => async () => {
    setBusy(true)
    try {
      await action()
    } finally {
      setBusy(false)
    }
  }

  return (
    <Stack gap="4">
      <Alert.Root status="warning" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{conflictNotice}</Alert.Title>
          <Alert.Description>Both texts are kept until you choose which to keep.</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Version heading="Your version" title={draft.title} body={draft.body} />
        <Version heading="The other version" title={current.title} body={current.body} />
      </SimpleGrid>
      <HStack gap="3" wrap="wrap">
        <Button onClick={choose(choices.keepMine)} disabled={busy}>
          Keep mine
        </Button>
        <Button variant="outline" onClick={choose(choices.keepOther)} disabled={busy}>
          Keep the other
        </Button>
        <Button variant="outline" onClick={choose(async () => onKeptBoth(await choices.keepBoth()))} disabled={busy}>
          Keep both
        </Button>
      </HStack>
    </Stack>
  )
}
