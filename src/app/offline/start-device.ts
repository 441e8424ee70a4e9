// Everything that works on the device's storage, loaded after the first paint (main.tsx) so the
// start-up chunk carries none of it: the database and its stores, the sync queue with its handlers
// (drafts, take uploads, activity records, messages), the service worker's drain requests. It runs on every
// page load, whatever the page: takes waiting on the device are sent without the member opening
// the studio.
import type { User } from '../../contract/users'
import { answeredFor } from '../activities/activity-log'
import { registerActivitySync } from '../activities/activity-sync'
import type { Auth } from '../auth/auth'
import { registerDraftSync } from '../drafts/draft-sync'
import { detectVariant } from '../variant/variant'
import { registerMessageSync } from '../messages/register-message-sync'
import { requeueWaitingMessages } from '../messages/requeue-waiting-messages'
import { drainOnSyncRequests } from '../pwa/drain-on-sync'
import { requeueMisdeclaredTakes } from '../takes/requeue-misdeclared-takes'
import { requeueUnqueuedTakes } from '../takes/requeue-unqueued-takes'
import { registerTakeUploads } from '../takes/take-upload'
import { forgetOnDevice, forgetReads } from './clear-offline-data'
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

export async function startDevice(auth: Auth, started: Promise<void>): Promise<Device> {
  const services = await openOffline()
  if (services) {
    const currentUserId = () => auth.getUser()?.id ?? null
    registerDraftSync(services.syncQueue, { api: auth.api, drafts: services.drafts, currentUserId })
    registerTakeUploads(services.syncQueue, { takes: services.takes, token: () => auth.store.get()?.token ?? null, refresh: auth.refresh, currentUserId })
    registerActivitySync(services.syncQueue, { api: auth.api, activities: services.activities, currentUserId, onAnswered: answeredFor })
    registerMessageSync(services.syncQueue, { api: auth.api, db: services.db, currentUserId })
    // Registered before the queue starts: an item whose kind has no handler yet is passed over.
    const podcastSync =
      detectVariant(window.location) === 'podcast'
        ? import('./podcast-sync-handlers').then(({ registerPodcastSync }) => registerPodcastSync(services.syncQueue, { api: auth.api, db: services.db, currentUserId }))
        : Promise.resolve()
    drainOnSyncRequests(services.syncQueue)
    // After the session check, so the first sends carry a fresh token.
    void Promise.all([started, podcastSync.catch(() => undefined)]).then(async () => {
      await requeueMisdeclaredTakes(services.takes, services.syncQueue).catch(() => 0)
      await requeueUnqueuedTakes(services.takes, services.syncQueue, services.db).catch(() => 0)
      await requeueWaitingMessages(services.syncQueue, services.db, currentUserId()).catch(() => false)
      services.syncQueue.start()
    })
  }
  return {
    services,
    signedIn(user, sendWaiting) {
      rememberDeviceMember(window.localStorage, user)
      // Writes made on this device while signed out wait for their owner; send them now. The
      // messages' entry may be backed off from while its sender was away: due again at once.
      if (sendWaiting && services) {
        void requeueWaitingMessages(services.syncQueue, services.db, user.id)
          .catch(() => false)
          .then(() => services.syncQueue.drain())
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
