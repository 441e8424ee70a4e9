// Everything that works on the device's storage, loaded after the first paint (main.tsx) so the
// start-up chunk carries none of it: the database and its stores, the sync queue with the handlers
// the features register (`device-feature.ts`), the service worker's drain requests. It runs on every
// page load, whatever the page: takes waiting on the device are sent without the member opening
// the studio.
import type { User } from '#contract/users'
import type { Auth } from '../auth/auth'
import { drainOnSyncRequests } from '../pwa/drain-on-sync'
import { forgetOnDevice, forgetReads } from './clear-offline-data'
import type { DeviceContext, DeviceFeature } from './device-feature'
import { rememberDeviceMember } from './device-members'
import type { OfflineServices } from './offline-services'
import { openOffline } from './open-offline'

export interface Device {
  /** Null where the browser refuses IndexedDB: the app runs online only. */
  services: OfflineServices | null
  /** Someone is signed in (at start, or a sign-in since): known by name on this device, so a later
   *  sign-in can be checked against the owners of unsent work; `sendWaiting` sends what waited for them. */
  signedIn(user: User, sendWaiting: boolean): void
  /** Nobody is signed in any more: what was read for the last member must not show to the next. */
  signedOut(): Promise<void>
  /** Log Out of `userId`: also their drafts and takes the server already has. */
  loggedOut(userId: string | undefined): Promise<void>
}

export async function startDevice(
  auth: Auth,
  started: Promise<void>,
  features: readonly DeviceFeature[],
): Promise<Device> {
  const services = await openOffline(features)
  const device: DeviceContext | null = services && {
    services,
    api: auth.api,
    token: () => auth.store.get()?.token ?? null,
    refresh: auth.refresh,
    currentUserId: () => auth.getUser()?.id ?? null,
  }
  if (device) {
    // Registered before the queue starts: an item whose kind has no handler yet is passed over.
    // Settled, not all: one feature's failure must not start the queue before the others registered.
    const registered = Promise.allSettled(features.map(async (feature) => feature.register?.(device))).then(
      (outcomes) => outcomes.forEach((outcome) => outcome.status === 'rejected' && console.error(outcome.reason)),
    )
    drainOnSyncRequests(device.services.syncQueue)
    // After the session check, so the first sends carry a fresh token.
    void Promise.all([started, registered]).then(async () => {
      for (const feature of features) await feature.beforeQueueStarts?.(device).catch(() => undefined)
      device.services.syncQueue.start()
    })
  }
  return {
    services,
    signedIn(user, sendWaiting) {
      rememberDeviceMember(window.localStorage, user)
      // Writes made on this device while signed out wait for their owner; send them now.
      if (sendWaiting && device) {
        void Promise.all(features.map((feature) => feature.signedIn?.(device, user.id).catch(() => undefined))).then(
          () => device.services.syncQueue.drain(),
        )
      }
    },
    signedOut: async () => {
      if (services) await forgetReads(services)
    },
    loggedOut: async (userId) => {
      if (services) await forgetOnDevice(services, userId)
    },
  }
}
