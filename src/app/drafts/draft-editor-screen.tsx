import { Box, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { useParams } from '@tanstack/react-router'
import { useCallback, useState, type ReactNode } from 'react'
import { useUser } from '../auth/use-user'
import { QueryStates } from '../ui/query-states'
import { TextLink } from '../ui/text-link'
import { ConflictPanel } from './conflict-panel'
import { useDeviceDraft } from './draft-queries'
import { DraftEditor } from './draft-editor'
import { displayTitle } from './local-draft'
import { useNewerServerCopy } from './use-newer-server-copy'

function EditorShell({ children }: { children: ReactNode }) {
  return (
    <Container maxW="5xl" minH="100dvh" py={{ base: '3', md: '6' }} display="flex" flexDirection="column" gap="4">
      <HStack justify="space-between">
        <TextLink to="/write">Back to Drafts</TextLink>
      </HStack>
      {children}
    </Container>
  )
}

/** `/write/$documentId`: the full-screen editor of one draft. */
export function DraftEditorScreen() {
  const { documentId } = useParams({ from: '/write/$documentId' })
  const user = useUser()
  if (!user) {
    return (
      <EditorShell>
        <Text>Please log in to write drafts.</Text>
        <Box>
          <TextLink to="/login" search={{ redirect: `/write/${documentId}` }}>
            Log in
          </TextLink>
        </Box>
      </EditorShell>
    )
  }
  return <DraftEditorPage key={documentId} id={documentId} />
}

function DraftEditorPage({ id }: { id: string }) {
  const query = useDeviceDraft(id)
  const [formKey, setFormKey] = useState(0)
  const [copyId, setCopyId] = useState<string | null>(null)
  useNewerServerCopy(
    query.data,
    useCallback(() => setFormKey((key) => key + 1), []),
  )

  if (query.data === undefined) {
    return (
      <EditorShell>
        <QueryStates query={query} page loading="Opening the draft…" />
      </EditorShell>
    )
  }
  const draft = query.data
  if (!draft) {
    return (
      <EditorShell>
        <Heading as="h1" size="xl">
          This draft does not exist.
        </Heading>
      </EditorShell>
    )
  }
  return (
    <EditorShell>
      <Heading as="h1" srOnly>
        {displayTitle(draft.title)}
      </Heading>
      {copyId && (
        <Text role="status">
          Your version is now a new draft.{' '}
          <TextLink to="/write/$documentId" params={{ documentId: copyId }}>
            Open the copy
          </TextLink>
        </Text>
      )}
      <Stack flex="1">
        {draft.conflict ? (
          <ConflictPanel draft={{ ...draft, conflict: draft.conflict }} onKeptBoth={setCopyId} />
        ) : (
          <DraftEditor key={formKey} draft={draft} />
        )}
      </Stack>
    </EditorShell>
  )
}
