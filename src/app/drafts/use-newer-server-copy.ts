import { useEffect, useRef } from 'react'
import { draftsApi } from '#contract/drafts'
import { draftsOn, type LocalDraft } from './drafts-store'
import { useOffline } from '../offline/offline-services'
import { useAppContext } from '../router/use-app-context'

/** On opening a draft with no unsent changes, takes a newer text from the server (written on another
 *  device) and calls `onReplaced`. With unsent changes the sync decides (a 409 keeps both). */
export function useNewerServerCopy(draft: LocalDraft | null | undefined, onReplaced: () => void): void {
  const offline = useOffline()
  const drafts = draftsOn(offline)
  const { api } = useAppContext().auth
  const checked = useRef(false)

  useEffect(() => {
    if (!draft || checked.current) return
    checked.current = true
    if (draft.dirty || draft.conflict || draft.baseVersion === null || !navigator.onLine) return
    const seen = draft
    void api
      .request(draftsApi.get, { params: { id: seen.id } })
      .then(async (server) => {
        if (server.version <= (seen.baseVersion ?? 0)) return
        const replaced = await drafts.update(seen.id, (local) =>
          !local.dirty && local.revision === seen.revision && local.baseVersion === seen.baseVersion
            ? {
                ...local,
                title: server.title,
                body: server.body,
                baseVersion: server.version,
                archivedAt: server.archivedAt,
                updatedAt: server.updatedAt,
              }
            : undefined,
        )
        if (replaced?.baseVersion === server.version) onReplaced()
      })
      .catch(() => {
        // Offline or gone: the device copy stays as it is.
      })
  }, [draft, api, drafts, onReplaced])
}
