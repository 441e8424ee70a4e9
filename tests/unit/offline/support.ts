import { openAppDatabase, type AppDatabase } from '../../../src/app/offline/database'
import { newId } from '../../../src/shared/new-id'
import { appUpgradeSteps } from '../../../src/app/device-features'

/** A fresh, uniquely named app database in fake-indexeddb; close it in afterEach. */
export function openTestDatabase(): Promise<AppDatabase> {
  return openAppDatabase(`test-${newId()}`, appUpgradeSteps)
}
