import { Box, Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { messageOf } from '../api/api-error'
import { ErrorAlert } from '../ui/error-alert'
import { useDeviceDrafts, useDraftList } from './draft-queries'
import { DraftRowView } from './draft-row'
import { ServerListState } from './list-states'
import { mergeDrafts } from './merge-drafts'
import { TextLink } from './router-link'
import { useNewDraft } from './use-new-draft'

export const savedOnDeviceBadge = 'Saved on this device'

/** `/write`: the member's drafts, newest first, with the ones only this device has on top. */
export function DraftsScreen() {
  const server = useDraftList(false)
  const device = useDeviceDrafts()
  const newDraft = useNewDraft()
  const [error, setError] = useState<string | null>(null)
  const rows = mergeDrafts(server.data?.pages.flatMap((page) => page.items), device.data ?? [])
  const settled = server.isSuccess && device.isSuccess

  return (
    <Container maxW="4xl" py="8">
      <HStack justify="space-between" mb="4" wrap="wrap" gap="3">
        <Heading as="h1" size="2xl">
          Drafts
        </Heading>
        <Button onClick={() => newDraft().catch((failure: unknown) => setError(messageOf(failure)))}>New draft</Button>
      </HStack>
      <ErrorAlert message={error} />
      <Stack gap="4">
        {rows.length > 0 && (
          <Box as="ul" aria-label="Drafts">
            {rows.map((row) => (
              <DraftRowView key={row.id} {...row} linked badge={row.onDeviceOnly ? savedOnDeviceBadge : undefined} />
            ))}
          </Box>
        )}
        {settled && rows.length === 0 && <Text color="fg.muted">No drafts yet. Start one with New draft: it saves as you type, even offline.</Text>}
        <ServerListState query={server} what="Drafts" />
        <Text fontSize="sm">
          <TextLink to="/archive">Archived Drafts</TextLink>
        </Text>
      </Stack>
    </Container>
  )
}
