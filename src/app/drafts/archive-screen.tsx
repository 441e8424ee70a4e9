import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { draftsApi, type DraftSummary } from '../../contract/drafts'
import { messageOf } from '../api/api-error'
import { ErrorAlert } from '../ui/error-alert'
import { useOffline } from '../offline/offline-services'
import { useAppContext } from '../router/use-app-context'
import { ConfirmDialog } from '../layout/confirm-dialog'
import { draftKeys, useDraftList } from './draft-queries'
import { DraftRowView } from './draft-row'
import { draftSyncKey } from './draft-sync'
import { ServerListState } from './list-states'
import { displayTitle } from './local-draft'

/** `/archive`: archived drafts, to restore or delete for good (after a confirmation). */
export function ArchiveScreen() {
  const server = useDraftList(true)
  const { api } = useAppContext().auth
  const { drafts, syncQueue } = useOffline()
  const queryClient = useQueryClient()
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState<string | null>(null)
  const [deleting, setDeleting] = useState<DraftSummary | null>(null)
  const items = server.data?.pages.flatMap((page) => page.items) ?? []

  async function act(id: string, action: () => Promise<unknown>) {
    setBusy(id)
    setError(null)
    try {
      await action()
      await queryClient.invalidateQueries({ queryKey: draftKeys.lists() })
    } catch (failure) {
      setError(messageOf(failure))
    } finally {
      setBusy(null)
    }
  }

  const restore = (id: string) => act(id, () => api.request(draftsApi.restore, { params: { id } }))
  const remove = (id: string) =>
    act(id, async () => {
      await api.request(draftsApi.remove, { params: { id } })
      await syncQueue.remove(draftSyncKey(id))
      await drafts.remove(id)
      setDeleting(null)
    })

  return (
    <Container maxW="4xl" py="8">
      <Heading as="h1" size="2xl" mb="4">
        Archived Drafts
      </Heading>
      <ErrorAlert message={error} />
      <Stack gap="4">
        {items.length > 0 && (
          <Box as="ul" aria-label="Archived drafts">
            {items.map((item) => (
              <DraftRowView
                key={item.id}
                {...item}
                linked={false}
                actions={
                  <>
                    <Button size="sm" variant="outline" onClick={() => void restore(item.id)} loading={busy === item.id && !deleting}>
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
        {server.isSuccess && items.length === 0 && <Text color="fg.muted">No archived drafts. Drafts you archive wait here until you restore them.</Text>}
        <ServerListState query={server} what="Archived drafts" />
      </Stack>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this draft for good?"
        confirmLabel="Delete for good"
        busy={deleting !== null && busy === deleting.id}
        onConfirm={() => deleting && void remove(deleting.id)}
        onCancel={() => setDeleting(null)}
      >
        {`“${displayTitle(deleting?.title ?? '')}” will be deleted from all your devices. This cannot be undone.`}
      </ConfirmDialog>
    </Container>
  )
}
