// The IndexedDB databases as each earlier version of the app created them, read from `git log -p`
// of their files (src/app/offline/upgrades.ts, listening/device-history.ts,
// episode-downloads/download-records.ts). Written out here, not imported: a fixture must keep
// what shipped even when the app's own steps change.

export interface OldStore {
  name: string
  keyPath?: string | string[]
  indexes?: Array<{ name: string; keyPath: string }>
}

export interface OldDatabase {
  name: string
  version: number
  stores: OldStore[]
}

/** `voice-acting`, version by version: each adds to the one before. */
const appStoresAdded: Record<number, OldStore[]> = {
  // 941f18c (writing): drafts, the sync queue, the persisted query cache (one record, key `client`).
  1: [{ name: 'drafts', keyPath: 'id' }, { name: 'sync-queue', keyPath: 'key' }, { name: 'query-cache' }],
  // f40ca5a (recording): takes by id, found by session, and their audio chunks by [takeId, seq].
  2: [
    { name: 'takes', keyPath: 'id', indexes: [{ name: 'sessionId', keyPath: 'sessionId' }] },
    { name: 'recording-chunks', keyPath: ['takeId', 'seq'] },
  ],
  // 0a2a589 (activity log): records waiting to be sent.
  3: [{ name: 'activities', keyPath: 'id', indexes: [{ name: 'queuedAt', keyPath: 'queuedAt' }] }],
  // f17729c (people): messages written on the device, not yet stored by the server.
  4: [{ name: 'message-outbox', keyPath: 'clientId', indexes: [{ name: 'queuedAt', keyPath: 'queuedAt' }] }],
}

export function appDatabaseAt(version: number): OldDatabase {
  const stores = Object.entries(appStoresAdded).flatMap(([added, list]) => (Number(added) <= version ? list : []))
  return { name: 'voice-acting', version, stores }
}

/** ac18e97 (podcast client), unchanged since: downloaded episodes' records (out-of-line key: the episode id). */
export const episodeDownloadsV1: OldDatabase = {
  name: 'episode-downloads',
  version: 1,
  stores: [{ name: 'downloads' }],
}

/** ac18e97, unchanged since: a signed-out listener's history, by episode id. */
export const podcastHistoryV1: OldDatabase = {
  name: 'voice-acting-podcast-history',
  version: 1,
  stores: [{ name: 'listens', keyPath: 'episodeId' }],
}
