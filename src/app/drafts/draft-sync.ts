// Sends a draft's working copy to the server: `create` (idempotent by id) while the server has never
// seen it, else `save` from the version it started at. A 409 keeps both texts on the local record
// (`conflict.current`) until the member chooses; nothing is overwritten on either side.
import { draftConflict, draftsApi, type Draft } from '#contract/drafts'
import type { ApiClient } from '../api/api-client'
import { ApiError } from '../api/api-error'
import { isPassingFailure } from '../api/retry-policy'
import type { DraftsStore, LocalDraft } from './drafts-store'
import type { SyncHandler, SyncQueue, SyncResult } from '../offline/sync-queue'
import { errorText } from '#shared/error-text'

export const draftSyncKey = (id: string) => `draft:${id}`
const idFromKey = (key: string) => key.slice('draft:'.length)

/** The server trims titles; a copy is the same text when only that differs. */
export const sameText = (a: { title: string; body: string }, b: { title: string; body: string }) =>
  a.title.trim() === b.title.trim() && a.body === b.body

export interface DraftSyncDeps {
  api: ApiClient
  drafts: DraftsStore
  currentUserId: () => string | null
}

/** Makes sure the server has this text; answers the server's draft. Throws ApiError / NetworkError. */
export async function pushDraft(api: ApiClient, local: LocalDraft): Promise<Draft> {
  const text = { title: local.title, body: local.body }
  if (local.baseVersion === null) {
    const created = await api.request(draftsApi.create, { body: { id: local.id, ...text } })
    // An earlier create whose answer was lost made the draft with an older text: save over it.
    if (sameText(created, text)) return created
    return api.request(draftsApi.save, { params: { id: local.id }, body: { ...text, baseVersion: created.version } })
  }
  if (!local.dirty) return api.request(draftsApi.get, { params: { id: local.id } })
  return api.request(draftsApi.save, { params: { id: local.id }, body: { ...text, baseVersion: local.baseVersion } })
}

/** Records that the server now has `sent` as `saved`; the copy stays dirty if it changed since. */
export function markSynced(drafts: DraftsStore, sent: LocalDraft, saved: Draft): Promise<LocalDraft | undefined> {
  return drafts.update(sent.id, (draft) => ({
    ...draft,
    baseVersion: saved.version,
    dirty: draft.revision !== sent.revision,
    conflict: null,
  }))
}

async function onConflict(drafts: DraftsStore, sent: LocalDraft, error: ApiError): Promise<SyncResult> {
  const parsed = draftConflict.safeParse(error.body)
  if (!parsed.success) return { outcome: 'failed', error: error.message }
  const { current } = parsed.data
  // Our own earlier save got through but its answer was lost: not a conflict.
  if (sameText(current, sent)) {
    await markSynced(drafts, sent, current)
    return { outcome: 'done' }
  }
  await drafts.update(sent.id, (draft) => ({ ...draft, conflict: { current } }))
  return { outcome: 'conflict' }
}

export function createDraftSyncHandler({ api, drafts, currentUserId }: DraftSyncDeps): SyncHandler {
  return async (item) => {
    const local = await drafts.get(idFromKey(item.key))
    if (!local || !local.dirty) return { outcome: 'done' }
    // Waits for the member's choice; choosing enqueues again.
    if (local.conflict) return { outcome: 'conflict' }
    if (local.ownerId !== currentUserId())
      return { outcome: 'retry', error: 'Waiting for the owner of this draft to log in.' }
    try {
      await markSynced(drafts, local, await pushDraft(api, local))
      return { outcome: 'done' }
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && local.baseVersion !== null)
        return onConflict(drafts, local, error)
      if (error instanceof ApiError && error.status === 404 && local.baseVersion !== null) {
        // Deleted on the server (another device): the text on this device makes it again.
        await drafts.update(local.id, (draft) => ({ ...draft, baseVersion: null }))
        return { outcome: 'retry', error: error.message }
      }
      if (isPassingFailure(error)) return { outcome: 'retry', error: errorText(error) }
      return { outcome: 'failed', error: errorText(error) }
    }
  }
}

export function registerDraftSync(queue: SyncQueue, deps: DraftSyncDeps): void {
  queue.registerSyncHandler('draft', createDraftSyncHandler(deps))
}
