// What the messages feature keeps on the device: messages written here that the server has not
// stored (store `message-outbox`, database version 4), sent by the sync queue under one entry for the
// whole outbox. Waiting and refused messages are unsent work; at a sign-in what waited for that
// member is due again at once.
import type { DeviceFeature, UnsentItem } from '../offline/device-feature'
import type { OfflineServices } from '../offline/offline-services'
import { messageOutbox } from './message-outbox'
import { registerMessageSync } from './register-message-sync'
import { requeueWaitingMessages } from './requeue-waiting-messages'

// The outbox keeps its one queue entry: its handler finds nothing of theirs left to send.
const removeMessages = async (services: OfflineServices, items: readonly UnsentItem[]) => {
  await Promise.all(items.map(({ id }) => messageOutbox(services.db).remove(id)))
}

export const messagesOnDevice: DeviceFeature = {
  name: 'messages',
  upgrades: [
    {
      version: 4,
      upgrade: (database) =>
        void database.createObjectStore('message-outbox', { keyPath: 'clientId' }).createIndex('queuedAt', 'queuedAt'),
    },
  ],
  register: ({ services, api, currentUserId }) =>
    registerMessageSync(services.syncQueue, { api, db: services.db, currentUserId }),
  beforeQueueStarts: ({ services, currentUserId }) =>
    requeueWaitingMessages(services.syncQueue, services.db, currentUserId()),
  signedIn: ({ services }, userId) => requeueWaitingMessages(services.syncQueue, services.db, userId),
  unsent: {
    one: 'message',
    many: 'messages',
    list: async (services) =>
      (await messageOutbox(services.db).all()).map((message) => ({ id: message.clientId, ownerId: message.senderId })),
    remove: removeMessages,
    removeAllOf: (services, userId) => messageOutbox(services.db).removeAllOf(userId),
  },
}
