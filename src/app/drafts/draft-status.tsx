import { Text } from '@chakra-ui/react'
import type { LocalDraft } from './drafts-store'
import { useOnline } from '../offline/use-online'
import { useSyncState } from '../offline/use-sync-state'
import type { KeyState } from '../offline/sync-queue'
import { draftSyncKey } from './draft-sync'

export type DraftStatusText = 'Saving…' | 'Saved' | 'Saved on this device'

/** Saved: the server has this text. Saved on this device: it is waiting for the network (offline,
 *  retrying, or refused). Saving…: typed just now, or being sent. */
export function draftStatus(
  draft: LocalDraft,
  unsaved: boolean,
  online: boolean,
  queued: KeyState | undefined,
): DraftStatusText {
  // Typed text not yet written to the device is never "saved" anywhere.
  if (unsaved) return 'Saving…'
  if (!draft.dirty) return 'Saved'
  if (!online || queued?.failed || (queued && queued.attempts > 0 && !queued.sending)) return 'Saved on this device'
  if (queued) return 'Saving…'
  return 'Saved on this device'
}

export function DraftStatus({ draft, unsaved }: { draft: LocalDraft; unsaved: boolean }) {
  const online = useOnline()
  const queued = useSyncState(draftSyncKey(draft.id))
  const status = draftStatus(draft, unsaved, online, queued)
  return (
    <Text
      role="status"
      fontSize="sm"
      color="fg.muted"
      title={status === 'Saved on this device' ? (queued?.lastError ?? undefined) : undefined}
    >
      {status}
    </Text>
  )
}
