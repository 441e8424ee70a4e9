// What this device holds that the server has not got yet, as the features count it (`unsent` in
// device-feature.ts): takes not uploaded (or still recording), drafts with unsent text or an open
// conflict, messages waiting to send or refused. It stays through a refused refresh and a Log Out,
// hidden from anyone else, and is sent when its owner signs in again. It goes only when another
// member signs in here and agrees to remove it (a warning names it before the sign-in is sent), or
// when its owner closes their account.
import type { UnsentItem, UnsentKind } from './device-feature'
import { forgetDeviceMembersExcept, loginNames, readDeviceMembers } from './device-members'
import type { OfflineServices } from './offline-services'

/** Each kind with its unsent items, in the order the features are listed. */
export type UnsentWork = Array<{ kind: UnsentKind; items: UnsentItem[] }>

const kindsOf = (services: OfflineServices) =>
  services.features.flatMap((feature) => (feature.unsent ? [feature.unsent] : []))

async function unsentWork(services: OfflineServices, isOwnerOther: (ownerId: string) => boolean): Promise<UnsentWork> {
  return Promise.all(
    kindsOf(services).map(async (kind) => ({
      kind,
      items: (await kind.list(services)).filter((item) => isOwnerOther(item.ownerId)),
    })),
  )
}

/** Unsent work of members other than `userId`. */
export const unsentWorkOfOthers = (services: OfflineServices, userId: string) =>
  unsentWork(services, (ownerId) => ownerId !== userId)

/** Before a sign-in is sent: unsent work whose owner is not named by `login` (null: a new member
 *  registering). An owner this device does not know by name counts as another member. */
export async function unsentWorkNotNamedBy(
  services: OfflineServices,
  storage: Storage,
  login: string | null,
): Promise<UnsentWork> {
  const members = readDeviceMembers(storage)
  // Read once: every owner's work keeps their name known here; the others' is what the warning names.
  const everyone = await unsentWork(services, () => true)
  forgetDeviceMembersExcept(storage, new Set(everyone.flatMap(({ items }) => items.map((item) => item.ownerId))))
  const isOther = (ownerId: string) => login === null || !loginNames(members[ownerId], login)
  return everyone.map(({ kind, items }) => ({ kind, items: items.filter((item) => isOther(item.ownerId)) }))
}

/** The same work less anything of `userId` (the member who turned out to sign in). */
export function withoutOwner(work: UnsentWork, userId: string): UnsentWork {
  return work.map(({ kind, items }) => ({ kind, items: items.filter((item) => item.ownerId !== userId) }))
}

export const isEmptyWork = (work: UnsentWork) => work.every(({ items }) => items.length === 0)

/** "1 take and 2 drafts", "1 take, 2 drafts and 3 messages": what the warning names. */
export function describeUnsentWork(work: UnsentWork): string {
  const parts = work
    .filter(({ items }) => items.length > 0)
    .map(({ kind, items }) => `${items.length} ${items.length === 1 ? kind.one : kind.many}`)
  const last = parts.pop()
  return parts.length === 0 ? (last ?? '') : `${parts.join(', ')} and ${last}`
}

/** Removes the work and its queued writes from this device for good. */
export async function removeUnsentWork(services: OfflineServices, work: UnsentWork): Promise<void> {
  await Promise.all(work.filter(({ items }) => items.length > 0).map(({ kind, items }) => kind.remove(services, items)))
}

/** Closing an account: everything the member kept on this device, sent or not. */
export async function removeEverythingOf(services: OfflineServices, userId: string): Promise<void> {
  await Promise.all(kindsOf(services).map((kind) => kind.removeAllOf(services, userId)))
}
