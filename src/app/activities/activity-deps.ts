// What the activity log needs from the app, handed over at start (main.tsx) in this small module so
// the log itself can load later, with its first record (activity-log.ts).
import type { Auth } from '../auth/auth'
import type { Device } from '../offline/start-device'
import type { Variant } from '../variant/variant'

export interface ActivityLogDeps {
  auth: Pick<Auth, 'getUser' | 'store'>
  /** The device's storage (opening it if it is not yet), or null where the browser refuses it. */
  device: () => Promise<Pick<Device, 'services'> | null>
  variant: Variant
  now?: () => number
}

let deps: ActivityLogDeps | null = null

export function setActivityLogDeps(value: ActivityLogDeps | null): void {
  deps = value
}

export function activityLogDeps(): ActivityLogDeps | null {
  return deps
}
