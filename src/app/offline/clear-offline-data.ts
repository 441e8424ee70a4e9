import type { OfflineServices } from './offline-services'

/** The service worker's runtime caches of API reads are named `api-…` (e.g. `api-reads`); the
 *  features name the others they keep (take audio). All keyed by URL, not by member. */
export async function deleteApiCaches(memberCaches: readonly string[] = []): Promise<void> {
  if (typeof caches === 'undefined') return
  const names = await caches.keys()
  const member = (name: string) => name.startsWith('api-') || memberCaches.includes(name)
  await Promise.all(names.filter(member).map((name) => caches.delete(name)))
}

/** Whenever nobody is signed in: what was read for the last member must not show to the next one. */
export async function forgetReads(services: OfflineServices): Promise<void> {
  await Promise.all([
    services.persister.removeClient(),
    deleteApiCaches(services.features.flatMap((feature) => feature.memberCaches ?? [])),
  ])
}

/** On Log Out: also what the server already has of the member (a shared classroom tablet must not
 *  keep their words or voice): each feature removes its own. What was not sent stays with its queued
 *  writes, hidden from anyone else, and is sent at the owner's next sign-in. Nothing unsent is lost. */
export async function forgetOnDevice(services: OfflineServices, ownerId: string | undefined): Promise<void> {
  await forgetReads(services)
  if (!ownerId) return
  await Promise.all(services.features.map((feature) => feature.forgetOnLogOut?.(services, ownerId)))
}
