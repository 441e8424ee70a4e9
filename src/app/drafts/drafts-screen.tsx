import { Box, Button, Container, Heading, HStack, Stack } from '@chakra-ui/react'
import { useState } from 'react'
import { messageOf } from '../api/api-error'
import { ErrorAlert } from '../ui/error-alert'
import { ListStates } from '../ui/list-states'
import { EmptyState } from '../ui/query-states'
import { TextLink } from '../ui/text-link'
import { useDeviceDrafts, useDraftList } from './draft-queries'
import { DraftRowView } from './draft-row'
import { mergeDrafts } from './merge-drafts'
import { useNewDraft } from './use-new-draft'

export const savedOnDeviceBadge = 'Saved on this device'

/** `/write`: the member's drafts, newest first, with the ones only this device has on top. */
export function DraftsScreen() {
  const server = useDraftList(false)
  const device = useDeviceDrafts()
  const newDraft = useNewDraft()
  const [error, setError] = useState<string | null>(null)
  const rows = mergeDrafts(
    server.data?.pages.flatMap((page) => page.items),
    device.data ?? [],
  )
  const settled = server.isSuccess && device.isSuccess

  return (
    <Container maxW="4xl" py="8">
      <HStack justify="space-between" mb="4" wrap="wrap" gap="3">
        <Heading as="h1" size="2xl">
          Drafts
        </Heading>
        <HStack gap="4">
          {/* Up here, not under the list: a link below a loading list moves when the list arrives. */}
          <TextLink to="/archive">Archived Drafts</TextLink>
          <Button onClick={() => newDraft().catch((failure: unknown) => setError(messageOf(failure)))}>
            New draft
          </Button>
        </HStack>
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
        {settled && rows.length === 0 && (
          <EmptyState title="No drafts yet.">Start one with New draft: it saves as you type, even offline.</EmptyState>
        )}
        {/* The rows above merge this device's drafts with the server's: here only the server's states. */}
        <ListStates
          query={server}
          loading="Loading drafts…"
          offline="You are offline. Drafts saved on the server will show when you are back online."
        />
      </Stack>
    </Container>
  )
}
