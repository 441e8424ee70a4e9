import { openAppDatabase } from './database'
import { createOfflineServices, type OfflineServices } from './offline-services'

/** The device storage, or null where the browser refuses IndexedDB (some private modes): the app
 *  then runs online only, and screens that need the device say so. */
export async function openOffline(): Promise<OfflineServices | null> {
  try {
    return createOfflineServices(await openAppDatabase())
  } catch (error) {
    console.error('Storage on this device is not available', error)
    return null
  }
}
