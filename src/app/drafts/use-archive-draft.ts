import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { draftsApi } from '#contract/drafts'
import { useOffline } from '../offline/offline-services'
import { useAppContext } from '../router/use-app-context'
import { draftSyncKey } from './draft-sync'
import { draftKeys } from './draft-keys'
import { draftsOn } from './drafts-store'

/** Archive needs the network: the server gets the latest text first, then the device forgets its
 *  working copy (the archive lists the server's drafts; restoring opens it from there). */
export function useArchiveDraft(id: string, pushNow: () => Promise<unknown>) {
  const offline = useOffline()
  const drafts = draftsOn(offline)
  const { syncQueue } = offline
  const { api } = useAppContext().auth
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return async () => {
    await pushNow()
    await api.request(draftsApi.archive, { params: { id } })
    await syncQueue.remove(draftSyncKey(id))
    await drafts.remove(id)
    void queryClient.invalidateQueries({ queryKey: draftKeys.lists() })
    await navigate({ to: '/write' })
  }
}
