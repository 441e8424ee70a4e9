import { openAppDatabase, type AppDatabase } from '#app/offline/database'
import { newId } from '#shared/new-id'
import { appUpgradeSteps } from '#app/device-features'

/** A fresh, uniquely named app database in fake-indexeddb; close it in afterEach. */
export function openTestDatabase(): Promise<AppDatabase> {
  return openAppDatabase(`test-${newId()}`, appUpgradeSteps)
}
