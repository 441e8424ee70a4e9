import { useNavigate } from '@tanstack/react-router'
import { newId } from '#shared/new-id'
import { useUser } from '../auth/use-user'
import { useOffline } from '../offline/offline-services'
import { draftSyncKey } from './draft-sync'
import { newLocalDraft } from './local-draft'
import { draftsOn } from './drafts-store'

/** "New draft": made on the device with a new id and opened at once (works offline); the queue
 *  creates it on the server. */
export function useNewDraft() {
  const offline = useOffline()
  const drafts = draftsOn(offline)
  const { syncQueue } = offline
  const user = useUser()
  const navigate = useNavigate()
  return async () => {
    if (!user) return
    const draft = newLocalDraft(newId(), user.id, { title: '', body: '' })
    await drafts.put(draft)
    await syncQueue.enqueue('draft', draftSyncKey(draft.id))
    await navigate({ to: '/write/$documentId', params: { documentId: draft.id } })
  }
}
