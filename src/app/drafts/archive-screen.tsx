import { Box, Button, Container, Heading, Stack } from '@chakra-ui/react'
import { useState } from 'react'
import type { DraftSummary } from '#contract/drafts'
import { ConfirmDialog } from '../ui/confirm-dialog'
import { ErrorAlert } from '../ui/error-alert'
import { ListStates } from '../ui/list-states'
import { EmptyState } from '../ui/query-states'
import { useDeleteDraft, useDraftList, useRestoreDraft } from './draft-queries'
import { DraftRowView } from './draft-row'
import { displayTitle } from './local-draft'

/** `/archive`: archived drafts, to restore or delete for good (after a confirmation). */
export function ArchiveScreen() {
  const server = useDraftList(true)
  const restore = useRestoreDraft()
  const remove = useDeleteDraft()
  const [deleting, setDeleting] = useState<DraftSummary | null>(null)
  const restoring = restore.isPending ? restore.variables : null

  return (
    <Container maxW="4xl" py="8">
      <Heading as="h1" size="2xl" mb="4">
        Archived Drafts
      </Heading>
      <ErrorAlert error={restore.error ?? remove.error} />
      <Stack gap="4">
        <ListStates
          query={server}
          loading="Loading archived drafts…"
          offline="You are offline. Archived drafts saved on the server will show when you are back online."
          empty={
            <EmptyState title="No archived drafts.">Drafts you archive wait here until you restore them.</EmptyState>
          }
        >
          {(items) => (
            <Box as="ul" aria-label="Archived drafts">
              {items.map((item) => (
                <DraftRowView
                  key={item.id}
                  {...item}
                  linked={false}
                  actions={
                    <>
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => restore.mutate(item.id)}
                        loading={restoring === item.id}
                      >
                        Restore
                      </Button>
                      <Button size="sm" variant="outline" colorPalette="red" onClick={() => setDeleting(item)}>
                        Delete for good
                      </Button>
                    </>
                  }
                />
              ))}
            </Box>
          )}
        </ListStates>
      </Stack>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this draft for good?"
        confirmLabel="Delete for good"
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
        onCancel={() => setDeleting(null)}
      >
        {`“${displayTitle(deleting?.title ?? '')}” will be deleted from all your devices. This cannot be undone.`}
      </ConfirmDialog>
    </Container>
  )
}
