// What a send of activity records carries, for both ways they leave the device (the sync queue's
// batches and a page's last request). Types only from the contract: the page's logger imports this
// and must not carry the contract's schemas.
import type { ValidActivityRecord } from '#contract/activities'
import type { QueuedActivity } from './activity-store'

/** Whose records a send may carry: visitors' (no member), and those of the member whose token it
 *  carries (`userId`, null when it carries none). Another member's wait for their next sign-in. */
export function mayGoWith(record: QueuedActivity, userId: string | null): boolean {
  return record.userId === null || record.userId === userId
}

/** The record as the server takes it (without the device's queue order). */
export function asSent({ queuedAt: _queuedAt, ...record }: QueuedActivity): ValidActivityRecord {
  return record
}
