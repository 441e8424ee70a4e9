// What a feature adds to the device, declared in its own folder (`<feature>/device.ts`) and composed
// by the one list (`src/app/device-features.ts`): its IndexedDB stores and their upgrade steps, its
// sync-queue handlers, what it puts back in the queue at start, what counts as unsent work, what is
// forgotten at Log Out. The offline layer runs these and imports no feature.
import type { ApiClient } from '../api/api-client'
import type { Auth } from '../auth/auth'
import type { OfflineServices } from './offline-services'
import type { UpgradeStep } from './upgrades'

/** What a feature's device part works with. */
export interface DeviceContext {
  services: OfflineServices
  api: ApiClient
  /** The signed-in member's access token, or null. */
  token: () => string | null
  /** Renews the access token (a take upload refused as expired tries once more). */
  refresh: Auth['refresh']
  currentUserId: () => string | null
}

/** One thing a member wrote on this device that the server has not got. */
export interface UnsentItem {
  id: string
  ownerId: string
}

/** A kind of unsent work: how the warning counts it, how it is found and removed. */
export interface UnsentKind {
  /** "take" and "takes", as the warning before another member's sign-in counts them. */
  one: string
  many: string
  /** Every unsent item of this kind on the device, whoever owns it. */
  list(services: OfflineServices): Promise<UnsentItem[]>
  /** Removes these items and their queued writes for good. */
  remove(services: OfflineServices, items: readonly UnsentItem[]): Promise<void>
  /** Closing an account: everything of the member, sent or not. */
  removeAllOf(services: OfflineServices, userId: string): Promise<void>
}

/** A store, or stores, a database version adds: version n takes the database from n - 1 to n. */
export interface UpgradePart {
  version: number
  upgrade: UpgradeStep
}

export interface DeviceFeature {
  /** For messages and tests: "takes", "drafts". */
  name: string
  upgrades?: readonly UpgradePart[]
  /** Registers its sync-queue handlers; awaited before the queue starts. */
  register?(device: DeviceContext): void | Promise<void>
  /** After the session check, before the queue starts: what an interrupted run or an older version
   *  left out of the queue goes back in. A failure here never stops the queue. */
  beforeQueueStarts?(device: DeviceContext): Promise<unknown>
  /** Someone signed in on this device: what waited for them may go now. */
  signedIn?(device: DeviceContext, userId: string): Promise<unknown>
  /** Log Out of `ownerId`: what the server already has of theirs leaves the device. */
  forgetOnLogOut?(services: OfflineServices, ownerId: string): Promise<void>
  /** Cache Storage caches keyed by URL, not member: deleted whenever nobody is signed in. */
  memberCaches?: readonly string[]
  unsent?: UnsentKind
}
