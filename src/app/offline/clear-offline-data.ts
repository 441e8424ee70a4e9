import type { OfflineServices } from './offline-services'

/** The service worker's runtime caches of API reads are named `api-…` (e.g. `api-reads`). */
export async function deleteApiCaches(): Promise<void> {
  if (typeof caches === 'undefined') return
  const names = await caches.keys()
  await Promise.all(names.filter((name) => name.startsWith('api-')).map((name) => caches.delete(name)))
}

/** Whenever nobody is signed in: what was read for the last member must not show to the next one. */
export async function forgetReads(services: OfflineServices): Promise<void> {
  await Promise.all([services.persister.removeClient(), deleteApiCaches()])
}

/** On Log Out: also the member's drafts that the server already has (a shared classroom tablet must
 *  not keep their text). Drafts not yet sent, or waiting for a conflict choice, stay with their
 *  queued writes: hidden from anyone else, sent at the owner's next sign-in. Nothing unsent is lost. */
export async function forgetOnDevice(services: OfflineServices, ownerId: string | undefined): Promise<void> {
  await forgetReads(services)
  if (!ownerId) return
  const drafts = await services.drafts.listFor(ownerId)
  await Promise.all(drafts.filter((draft) => !draft.dirty && !draft.conflict).map((draft) => services.drafts.remove(draft.id)))
}
