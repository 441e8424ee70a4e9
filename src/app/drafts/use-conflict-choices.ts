import { newId } from '#shared/new-id'
import { draftsOn, type LocalDraft } from './drafts-store'
import { useOffline } from '../offline/offline-services'
import { draftSyncKey } from './draft-sync'
import { displayTitle, newLocalDraft } from './local-draft'

/** The three answers to "This draft was changed on another device." Each keeps what it says. */
export function useConflictChoices(draft: LocalDraft) {
  const offline = useOffline()
  const drafts = draftsOn(offline)
  const { syncQueue } = offline
  const id = draft.id

  /** My text, saved over the other version. */
  async function keepMine(): Promise<void> {
    await drafts.update(id, (local) =>
      local.conflict
        ? {
            ...local,
            baseVersion: local.conflict.current.version,
            conflict: null,
            dirty: true,
            revision: local.revision + 1,
            updatedAt: new Date().toISOString(),
          }
        : undefined,
    )
    await syncQueue.enqueue('draft', draftSyncKey(id))
  }

  /** The other version's text replaces mine. */
  async function keepOther(): Promise<void> {
    await drafts.update(id, (local) => {
      if (!local.conflict) return undefined
      const { current } = local.conflict
      return {
        ...local,
        title: current.title,
        body: current.body,
        baseVersion: current.version,
        archivedAt: current.archivedAt,
        conflict: null,
        dirty: false,
        revision: local.revision + 1,
        updatedAt: current.updatedAt,
      }
    })
    await syncQueue.remove(draftSyncKey(id))
  }

  /** My text becomes a new draft "<title> (copy)"; this draft takes the other version. Answers the copy's id. */
  async function keepBoth(): Promise<string> {
    const copy = newLocalDraft(newId(), draft.ownerId, {
      title: `${displayTitle(draft.title)} (copy)`,
      body: draft.body,
    })
    await drafts.put(copy)
    await syncQueue.enqueue('draft', draftSyncKey(copy.id))
    await keepOther()
    return copy.id
  }

  return { keepMine, keepOther, keepBoth }
}
