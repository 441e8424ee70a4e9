// The project's browser started as its own process on a profile folder, so a test can kill it the
// way a phone kills a browser (SIGKILL: no shutdown, nothing flushed) and start it again on the
// same profile.
import type { BrowserContext } from '@playwright/test'
import { launchChromiumOnProfile } from './own-chromium'
import { launchFirefoxOnProfile } from './own-firefox'

export interface OwnBrowser {
  /** The profile's own context (its cookie jar and storage are the folder's). */
  context: BrowserContext
  /** SIGKILL to the browser and all its processes. */
  kill(): Promise<void>
  /** A clean shutdown, which writes everything to the profile. */
  close(): Promise<void>
}

export function launchOnProfile(browserName: string, profile: string): Promise<OwnBrowser> {
  return browserName === 'firefox' ? launchFirefoxOnProfile(profile) : launchChromiumOnProfile(profile)
}
