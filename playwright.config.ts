import { defineConfig } from '@playwright/test'
import { e2eServer, e2eWorkers } from './tests/e2e/support/server-settings'
import { chromiumArgs, fakeMicrophoneArgs } from './tests/support/chromium'
import { clipboardPrefs, fakeMicrophonePrefs, firefoxLaunchOptions } from './tests/support/firefox'

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/support/global-setup.ts',
  fullyParallel: false,
  workers: e2eWorkers,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? 'list' : 'line',
  use: {
    baseURL: e2eServer.baseURL,
    reducedMotion: 'reduce',
    // A trace records a snapshot of the page at every action: a fifth of the suite's time. `npm test`
    // (CI, whose machine is gone when the run ends) runs without; a spec run alone keeps the trace of
    // a failure for `npx playwright show-trace`.
    trace: process.env.E2E_TRACE === 'off' ? 'off' : 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        launchOptions: { executablePath: '/usr/bin/chromium', args: [...chromiumArgs, ...fakeMicrophoneArgs] },
      },
    },
    {
      name: 'firefox',
      // Each action over WebDriver BiDi takes two to three times as long as over CDP here.
      timeout: 120_000,
      use: {
        browserName: 'firefox',
        launchOptions: firefoxLaunchOptions({ ...fakeMicrophonePrefs, ...clipboardPrefs }),
      },
    },
  ],
})
