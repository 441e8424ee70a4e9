// What this device holds that the server has not got yet: takes not uploaded (or still recording)
// and drafts with unsent text or an open conflict. It stays through a refused refresh and a Log Out,
// hidden from anyone else, and is sent when its owner signs in again. It goes only when another
// member signs in here and agrees to remove it (after a warning naming it), or when its owner
// closes their account.
import { draftSyncKey } from '../drafts/draft-sync'
import { takeSyncKey } from '../recording/queue-take-upload'
import type { OfflineServices } from './offline-services'
import type { LocalDraft } from './drafts-store'
import type { LocalTake } from './takes-store'

export interface UnsentWork {
  takes: LocalTake[]
  drafts: LocalDraft[]
}

const isUnsentTake = (take: LocalTake) => take.state !== 'uploaded'
const isUnsentDraft = (draft: LocalDraft) => draft.dirty || draft.conflict !== null

/** Unsent work of members other than `userId`. */
export async function unsentWorkOfOthers(services: OfflineServices, userId: string): Promise<UnsentWork> {
  const [takes, drafts] = await Promise.all([services.takes.listAll(), services.drafts.listAll()])
  return {
    takes: takes.filter((take) => take.userId !== userId && isUnsentTake(take)),
    drafts: drafts.filter((draft) => draft.ownerId !== userId && isUnsentDraft(draft)),
  }
}

export const isEmptyWork = (work: UnsentWork) => work.takes.length === 0 && work.drafts.length === 0

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/** "1 take and 2 drafts": what the warning names. */
export function describeUnsentWork(work: UnsentWork): string {
  const parts = [
    work.takes.length > 0 ? counted(work.takes.length, 'take', 'takes') : null,
    work.drafts.length > 0 ? counted(work.drafts.length, 'draft', 'drafts') : null,
  ].filter((part): part is string => part !== null)
  return parts.join(' and ')
}

/** Removes the work and its queued writes from this device for good. */
export async function removeUnsentWork(services: OfflineServices, work: UnsentWork): Promise<void> {
  await Promise.all([
    ...work.takes.map(async (take) => {
      await services.syncQueue.remove(takeSyncKey(take.id))
      await services.takes.remove(take.id)
    }),
    ...work.drafts.map(async (draft) => {
      await services.syncQueue.remove(draftSyncKey(draft.id))
      await services.drafts.remove(draft.id)
    }),
  ])
}

/** Closing an account: everything the member kept on this device, sent or not. */
export async function removeEverythingOf(services: OfflineServices, userId: string): Promise<void> {
  const [takes, drafts] = await Promise.all([services.takes.listFor(userId), services.drafts.listFor(userId)])
  await removeUnsentWork(services, { takes, drafts })
}
