import { takeAudioCache } from '../sessions/playback/take-audio-cache'
import type { OfflineServices } from './offline-services'

/** The service worker's runtime caches of API reads are named `api-…` (e.g. `api-reads`); take audio
 *  it kept (and takes uploaded from here) are in `take-audio`. All keyed by URL, not by member. */
export async function deleteApiCaches(): Promise<void> {
  if (typeof caches === 'undefined') return
  const names = await caches.keys()
  const member = (name: string) => name.startsWith('api-') || name === takeAudioCache
  await Promise.all(names.filter(member).map((name) => caches.delete(name)))
}

/** Whenever nobody is signed in: what was read for the last member must not show to the next one. */
export async function forgetReads(services: OfflineServices): Promise<void> {
  await Promise.all([services.persister.removeClient(), deleteApiCaches()])
}

/** On Log Out: also the member's drafts and takes that the server already has (a shared classroom
 *  tablet must not keep their words or voice). Drafts not yet sent, or waiting for a conflict choice,
 *  and takes not yet uploaded stay with their queued writes: hidden from anyone else, sent at the
 *  owner's next sign-in. Nothing unsent is lost. */
export async function forgetOnDevice(services: OfflineServices, ownerId: string | undefined): Promise<void> {
  await forgetReads(services)
  if (!ownerId) return
  const [drafts, takes] = await Promise.all([services.drafts.listFor(ownerId), services.takes.listFor(ownerId)])
  await Promise.all([
    ...drafts.filter((draft) => !draft.dirty && !draft.conflict).map((draft) => services.drafts.remove(draft.id)),
    ...takes.filter((take) => take.state === 'uploaded').map((take) => services.takes.remove(take.id)),
  ])
}
