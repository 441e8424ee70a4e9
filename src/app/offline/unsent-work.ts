// What this device holds that the server has not got yet: takes not uploaded (or still recording)
// and drafts with unsent text or an open conflict. It stays through a refused refresh and a Log Out,
// hidden from anyone else, and is sent when its owner signs in again. It goes only when another
// member signs in here and agrees to remove it (a warning names it before the sign-in is sent),
// or when its owner closes their account.
import { draftSyncKey } from '../drafts/draft-sync'
import { takeSyncKey } from '../takes/queue-take-upload'
import { forgetDeviceMembersExcept, loginNames, readDeviceMembers } from './device-members'
import type { OfflineServices } from './offline-services'
import type { LocalDraft } from '../drafts/drafts-store'
import type { LocalTake } from '../takes/takes-store'

export interface UnsentWork {
  takes: LocalTake[]
  drafts: LocalDraft[]
}

const isUnsentTake = (take: LocalTake) => take.state !== 'uploaded'
const isUnsentDraft = (draft: LocalDraft) => draft.dirty || draft.conflict !== null

async function unsentWork(services: OfflineServices, isOwnerOther: (ownerId: string) => boolean): Promise<UnsentWork> {
  const [takes, drafts] = await Promise.all([services.takes.listAll(), services.drafts.listAll()])
  return {
    takes: takes.filter((take) => isOwnerOther(take.userId) && isUnsentTake(take)),
    drafts: drafts.filter((draft) => isOwnerOther(draft.ownerId) && isUnsentDraft(draft)),
  }
}

/** Unsent work of members other than `userId`. */
export const unsentWorkOfOthers = (services: OfflineServices, userId: string) => unsentWork(services, (ownerId) => ownerId !== userId)

/** Before a sign-in is sent: unsent work whose owner is not named by `login` (null: a new member
 *  registering). An owner this device does not know by name counts as another member. */
export async function unsentWorkNotNamedBy(services: OfflineServices, storage: Storage, login: string | null): Promise<UnsentWork> {
  const members = readDeviceMembers(storage)
  const work = await unsentWork(services, (ownerId) => login === null || !loginNames(members[ownerId], login))
  const owners = await unsentWork(services, () => true)
  forgetDeviceMembersExcept(storage, new Set([...owners.takes.map((take) => take.userId), ...owners.drafts.map((draft) => draft.ownerId)]))
  return work
}

/** The same work less anything of `userId` (the member who turned out to sign in). */
export function withoutOwner(work: UnsentWork, userId: string): UnsentWork {
  return { takes: work.takes.filter((take) => take.userId !== userId), drafts: work.drafts.filter((draft) => draft.ownerId !== userId) }
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
