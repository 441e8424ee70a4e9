// What the takes feature keeps on the device: every take recorded here with its audio (stores
// `takes` and `recording-chunks`, database version 2), uploaded by the sync queue; what a crash or an
// older version left out of the queue goes back in at start. Uploaded takes leave at Log Out.
import type { DeviceFeature, UnsentItem } from '../offline/device-feature'
import type { OfflineServices } from '../offline/offline-services'
import { takeSyncKey } from './queue-take-upload'
import { requeueMisdeclaredTakes } from './requeue-misdeclared-takes'
import { requeueUnqueuedTakes } from './requeue-unqueued-takes'
import { takeAudioCache } from './take-audio-cache'
import { registerTakeUploads } from './register-take-uploads'
import { registerTakeWrites } from './register-take-writes'
import { takesOn } from './takes-store'

const asUnsent = (take: { id: string; userId: string }): UnsentItem => ({ id: take.id, ownerId: take.userId })

async function removeTakes(services: OfflineServices, items: readonly UnsentItem[]): Promise<void> {
  await Promise.all(
    items.map(async ({ id }) => {
      await services.syncQueue.remove(takeSyncKey(id))
      await takesOn(services).remove(id)
    }),
  )
}

export const takesOnDevice: DeviceFeature = {
  name: 'takes',
  upgrades: [
    {
      // By take id, found by session; the audio chunks by [takeId, seq].
      version: 2,
      upgrade: (database) => {
        database.createObjectStore('takes', { keyPath: 'id' }).createIndex('sessionId', 'sessionId')
        database.createObjectStore('recording-chunks', { keyPath: ['takeId', 'seq'] })
      },
    },
  ],
  register: ({ services, api, token, refresh, currentUserId }) => {
    registerTakeUploads(services.syncQueue, { takes: takesOn(services), token, refresh, currentUserId })
    registerTakeWrites(services.syncQueue, { api, takes: takesOn(services), currentUserId })
  },
  async beforeQueueStarts({ services }) {
    await requeueMisdeclaredTakes(takesOn(services), services.syncQueue).catch(() => 0)
    await requeueUnqueuedTakes(takesOn(services), services.syncQueue, services.db)
  },
  async forgetOnLogOut(services, ownerId) {
    const takes = takesOn(services)
    const uploaded = (await takes.listFor(ownerId)).filter((take) => take.state === 'uploaded')
    await Promise.all(uploaded.map((take) => takes.remove(take.id)))
  },
  memberCaches: [takeAudioCache],
  unsent: {
    one: 'take',
    many: 'takes',
    list: async (services) =>
      (await takesOn(services).listAll()).filter((take) => take.state !== 'uploaded').map(asUnsent),
    remove: removeTakes,
    removeAllOf: async (services, userId) =>
      removeTakes(services, (await takesOn(services).listFor(userId)).map(asUnsent)),
  },
}
