// What the drafts feature keeps on the device: the working copy of each draft opened or written here
// (store `drafts`, database version 1), sent by the sync queue. A draft with unsent text or an open
// conflict is unsent work; one the server already has leaves at Log Out.
import type { DeviceFeature, UnsentItem } from '../offline/device-feature'
import type { OfflineServices } from '../offline/offline-services'
import { draftSyncKey, registerDraftSync } from './draft-sync'
import { draftsOn, type LocalDraft } from './drafts-store'

const isUnsent = (draft: LocalDraft) => draft.dirty || draft.conflict !== null
const asUnsent = (draft: LocalDraft): UnsentItem => ({ id: draft.id, ownerId: draft.ownerId })

async function removeDrafts(services: OfflineServices, items: readonly UnsentItem[]): Promise<void> {
  await Promise.all(
    items.map(async ({ id }) => {
      await services.syncQueue.remove(draftSyncKey(id))
      await draftsOn(services).remove(id)
    }),
  )
}

export const draftsOnDevice: DeviceFeature = {
  name: 'drafts',
  upgrades: [{ version: 1, upgrade: (database) => void database.createObjectStore('drafts', { keyPath: 'id' }) }],
  register: ({ services, api, currentUserId }) =>
    registerDraftSync(services.syncQueue, { api, drafts: draftsOn(services), currentUserId }),
  async forgetOnLogOut(services, ownerId) {
    const drafts = draftsOn(services)
    const sent = (await drafts.listFor(ownerId)).filter((draft) => !isUnsent(draft))
    await Promise.all(sent.map((draft) => drafts.remove(draft.id)))
  },
  unsent: {
    one: 'draft',
    many: 'drafts',
    list: async (services) => (await draftsOn(services).listAll()).filter(isUnsent).map(asUnsent),
    remove: removeDrafts,
    removeAllOf: async (services, userId) =>
      removeDrafts(services, (await draftsOn(services).listFor(userId)).map(asUnsent)),
  },
}
