// What this device holds that the server has not got yet: takes not uploaded (or still recording),
// drafts with unsent text or an open conflict, and messages waiting to send or refused. It stays
// through a refused refresh and a Log Out, hidden from anyone else, and is sent when its owner signs
// in again. It goes only when another member signs in here and agrees to remove it (a warning names
// it before the sign-in is sent), or when its owner closes their account.
import { draftSyncKey } from '../drafts/draft-sync'
import { takeSyncKey } from '../takes/queue-take-upload'
import { forgetDeviceMembersExcept, loginNames, readDeviceMembers } from './device-members'
import type { OfflineServices } from './offline-services'
import type { LocalDraft } from '../drafts/drafts-store'
import type { QueuedMessage } from '../messages/message-outbox'
import type { LocalTake } from '../takes/takes-store'

export interface UnsentWork {
  takes: LocalTake[]
  drafts: LocalDraft[]
  /** Everything in the outbox is unsent: waiting, or refused and waiting for its sender's choice. */
  messages: QueuedMessage[]
}

// Kept out of this module's chunk: the outbox loads only when work is looked at.
const outboxOf = async (services: OfflineServices) => (await import('../messages/message-outbox')).messageOutbox(services.db)

const isUnsentTake = (take: LocalTake) => take.state !== 'uploaded'
const isUnsentDraft = (draft: LocalDraft) => draft.dirty || draft.conflict !== null

async function unsentWork(services: OfflineServices, isOwnerOther: (ownerId: string) => boolean): Promise<UnsentWork> {
  const [takes, drafts, messages] = await Promise.all([services.takes.listAll(), services.drafts.listAll(), outboxOf(services).then((outbox) => outbox.all())])
  return {
    takes: takes.filter((take) => isOwnerOther(take.userId) && isUnsentTake(take)),
    drafts: drafts.filter((draft) => isOwnerOther(draft.ownerId) && isUnsentDraft(draft)),
    messages: messages.filter((message) => isOwnerOther(message.senderId)),
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
  forgetDeviceMembersExcept(
    storage,
    new Set([...owners.takes.map((take) => take.userId), ...owners.drafts.map((draft) => draft.ownerId), ...owners.messages.map((message) => message.senderId)]),
  )
  return work
}

/** The same work less anything of `userId` (the member who turned out to sign in). */
export function withoutOwner(work: UnsentWork, userId: string): UnsentWork {
  return {
    takes: work.takes.filter((take) => take.userId !== userId),
    drafts: work.drafts.filter((draft) => draft.ownerId !== userId),
    messages: work.messages.filter((message) => message.senderId !== userId),
  }
}

export const isEmptyWork = (work: UnsentWork) => work.takes.length === 0 && work.drafts.length === 0 && work.messages.length === 0

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/** "1 take and 2 drafts", "1 take, 2 drafts and 3 messages": what the warning names. */
export function describeUnsentWork(work: UnsentWork): string {
  const parts = [
    work.takes.length > 0 ? counted(work.takes.length, 'take', 'takes') : null,
    work.drafts.length > 0 ? counted(work.drafts.length, 'draft', 'drafts') : null,
    work.messages.length > 0 ? counted(work.messages.length, 'message', 'messages') : null,
  ].filter((part): part is string => part !== null)
  const last = parts.pop()
  return parts.length === 0 ? (last ?? '') : `${parts.join(', ')} and ${last}`
}

/** Removes the work and its queued writes from this device for good. */
export async function removeUnsentWork(services: OfflineServices, work: UnsentWork): Promise<void> {
  // The outbox shares one queue entry: its handler finds nothing of theirs left to send.
  const outbox = work.messages.length > 0 ? await outboxOf(services) : null
  await Promise.all([
    ...work.messages.map((message) => outbox?.remove(message.clientId)),
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

/** Closing an account: everything the member kept on this device, sent or not (messages too). */
export async function removeEverythingOf(services: OfflineServices, userId: string): Promise<void> {
  const [takes, drafts, outbox] = await Promise.all([services.takes.listFor(userId), services.drafts.listFor(userId), outboxOf(services)])
  await Promise.all([removeUnsentWork(services, { takes, drafts, messages: [] }), outbox.removeAllOf(userId)])
}
