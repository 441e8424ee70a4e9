// A browser of the project's engine whose microphone prompt is answered "no", as by a member who
// refused it: headless Chromium refuses without the flag that accepts every prompt, Firefox is
// told to block the microphone. Both keep their fake device, so the refusal is the only cause.
import type { Browser, BrowserType } from '@playwright/test'
import { chromiumArgs } from '#tests/support/chromium'
import { firefoxLaunchOptions } from '#tests/support/firefox'

export function launchRefusingMicrophone(browserType: BrowserType, browserName: string): Promise<Browser> {
  return browserName === 'firefox'
    ? browserType.launch(
        firefoxLaunchOptions({ 'media.navigator.streams.fake': true, 'permissions.default.microphone': 2 }),
      )
    : browserType.launch({
        executablePath: '/usr/bin/chromium',
        args: [...chromiumArgs, '--use-fake-device-for-media-stream'],
      })
}
