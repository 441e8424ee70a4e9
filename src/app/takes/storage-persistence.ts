/** Asks the browser once per page to keep this site's storage under pressure (takes waiting to be
 *  uploaded must not be evicted). The answer changes nothing in what we do, so failures are ignored. */
let asked: Promise<boolean> | null = null

export function askPersistentStorage(
  storage: StorageManager | undefined = globalThis.navigator?.storage,
): Promise<boolean> {
  asked ??= (async () => {
    try {
      if (!storage?.persist) return false
      if (await storage.persisted()) return true
      return await storage.persist()
    } catch {
      return false
    }
  })()
  return asked
}
