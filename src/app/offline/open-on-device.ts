// Every IndexedDB database of the app opens here: under a Web Lock held until the open (and its
// upgrade) has finished, and released from the page when it is frozen (release-when-frozen.ts).
// Chromium keeps a page left mid-open in its back/forward cache, frozen before its upgrade ran; that
// open then holds the database against every later open of the site, with no `blocked` event and
// no error, for as long as the page stays cached: a blank screen waiting on the device (found
// walking every screen, decision 100). The next page's request for the same lock (named as the
// database) makes Chromium evict the frozen page, which drops its open. Where Web Locks are
// missing, the open goes ahead alone.
import { openDB, type DBSchema, type IDBPDatabase, type OpenDBCallbacks } from 'idb'
import { releaseWhenFrozen } from './release-when-frozen'

export async function openOnDevice<Schema extends DBSchema>(
  name: string,
  version: number,
  callbacks: OpenDBCallbacks<Schema>,
): Promise<IDBPDatabase<Schema>> {
  const open = () => openDB<Schema>(name, version, callbacks)
  const locks = globalThis.navigator?.locks
  return releaseWhenFrozen(await (locks ? locks.request(name, open) : open()))
}
