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

/** On Log Out: also the member's drafts and queued writes on this device (a shared classroom
 *  tablet must not keep them). A refused token refresh does not call this: see decision 021. */
export async function forgetEverything(services: OfflineServices): Promise<void> {
  await Promise.all([forgetReads(services), services.drafts.clear(), services.syncQueue.clear()])
}
