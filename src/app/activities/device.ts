// What the activity log keeps on the device: records waiting to be sent (store `activities`,
// database version 3), sent by the sync queue. The app's own measures, not a member's work: nothing
// here is unsent work a warning would name.
import type { DeviceFeature } from '../offline/device-feature'
import { answeredFor } from './activity-log'
import { activitiesOn } from './activity-store'
import { registerActivitySync } from './activity-sync'

export const activitiesOnDevice: DeviceFeature = {
  name: 'activities',
  upgrades: [
    {
      version: 3,
      upgrade: (database) =>
        void database.createObjectStore('activities', { keyPath: 'id' }).createIndex('queuedAt', 'queuedAt'),
    },
  ],
  register: ({ services, api, currentUserId }) =>
    registerActivitySync(services.syncQueue, {
      api,
      activities: activitiesOn(services),
      currentUserId,
      onAnswered: answeredFor,
    }),
}
