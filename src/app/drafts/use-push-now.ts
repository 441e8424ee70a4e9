import { useOffline } from '../offline/offline-services'
import { useAppContext } from '../router/use-app-context'
import { markSynced, pushDraft } from './draft-sync'
import { draftsOn } from './drafts-store'

/** For actions that need the server to have the draft as it is now (archive, make a script):
 *  sends it at once instead of waiting for the queue. Throws NetworkError when offline. */
export function usePushNow(id: string, flush: () => Promise<void>) {
  const offline = useOffline()
  const drafts = draftsOn(offline)
  const { api } = useAppContext().auth
  return async () => {
    await flush()
    const local = await drafts.get(id)
    if (!local) throw new Error('This draft does not exist.')
    const saved = await pushDraft(api, local)
    await markSynced(drafts, local, saved)
    return saved
  }
}
