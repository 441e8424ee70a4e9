// The one list of what the features keep on and send from the device (`offline/device-feature.ts`).
// A new store or queued write is its feature's `device.ts` and a line here; the offline layer runs
// the list and imports no feature. The order is the order the warning about another member's unsent
// work names them in ("1 take, 2 drafts and 3 messages").
import { activitiesOnDevice } from './activities/device'
import { draftsOnDevice } from './drafts/device'
import { listeningOnDevice } from './listening/device'
import { messagesOnDevice } from './messages/device'
import type { DeviceFeature } from './offline/device-feature'
import { upgradeStepsOf } from './offline/upgrades'
import { playlistsOnDevice } from './playlists/device'
import { takesOnDevice } from './takes/device'

export const deviceFeatures: readonly DeviceFeature[] = [
  takesOnDevice,
  draftsOnDevice,
  messagesOnDevice,
  activitiesOnDevice,
  listeningOnDevice,
  playlistsOnDevice,
]

/** The database's versions as this build of the app makes them. */
export const appUpgradeSteps = upgradeStepsOf(deviceFeatures)
