// Chromium on a profile folder (own-browser.ts), started by hand and reached over CDP: its process
// group is ours to kill.
import { spawn, type ChildProcess } from 'node:child_process'
import { chromium, type Browser } from '@playwright/test'
import { chromiumArgs, fakeMicrophoneArgs } from '#tests/support/chromium'
import type { OwnBrowser } from './own-browser'

export interface OwnChromium extends OwnBrowser {
  browser: Browser
}

/** Until Playwright has noticed the browser is gone: a context it still thinks alive would be asked
 *  for its trace at the end of the test, and that call fails on the dead connection. */
function disconnected(browser: Browser): Promise<void> {
  return browser.isConnected()
    ? new Promise((resolve) => browser.once('disconnected', () => resolve()))
    : Promise.resolve()
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()))
}

export async function launchChromiumOnProfile(profile: string): Promise<OwnChromium> {
  const child = spawn(
    '/usr/bin/chromium',
    [...chromiumArgs, ...fakeMicrophoneArgs, `--user-data-dir=${profile}`, '--remote-debugging-port=0', 'about:blank'],
    {
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  )
  const endpoint = await new Promise<string>((resolve, reject) => {
    let output = ''
    child.stderr?.on('data', (data: Buffer) => {
      output += data.toString()
      const found = /DevTools listening on (ws:\/\/\S+)/.exec(output)
      if (found?.[1]) resolve(found[1])
    })
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}) before it listened: ${output}`)))
  })
  const browser = await chromium.connectOverCDP(endpoint)
  const context = browser.contexts()[0]
  if (!context) throw new Error('Chromium has no default context')
  return {
    browser,
    context,
    async kill() {
      if (child.pid) process.kill(-child.pid, 'SIGKILL')
      await Promise.all([exited(child), disconnected(browser)])
    },
    async close() {
      const session = await browser.newBrowserCDPSession()
      await session.send('Browser.close').catch(() => undefined)
      await Promise.all([exited(child), disconnected(browser)])
    },
  }
}
