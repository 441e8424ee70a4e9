interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> }
}

/** Where the browser has Background Sync, it wakes the app to send queued writes even after the tab
 *  is closed (sw/background-sync.ts). */
export async function registerSyncTag(tag: string): Promise<void> {
  try {
    const registration = (await navigator.serviceWorker?.getRegistration()) as SyncRegistration | undefined
    await registration?.sync?.register(tag)
  } catch {
    // No service worker or no permission: the queue still drains on start and on `online`.
  }
}
