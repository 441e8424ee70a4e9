// Firefox ESR on a profile folder (own-browser.ts). Playwright starts it in a process group of its
// own; its leader is the process started with this profile, found in /proc.
import { readdirSync, readFileSync } from 'node:fs'
import { firefox, type BrowserContext } from '@playwright/test'
import { fakeMicrophonePrefs, firefoxLaunchOptions } from '#tests/support/firefox'
import type { OwnBrowser } from './own-browser'

function leaderOf(profile: string): number {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const args = (() => {
      try {
        return readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0')
      } catch {
        return []
      }
    })()
    const at = args.indexOf('--profile')
    if (at > 0 && args[at + 1] === profile && !args.includes('-contentproc')) return Number(entry)
  }
  throw new Error(`No Firefox runs on ${profile}`)
}

function closed(context: BrowserContext): Promise<void> {
  return new Promise((resolve) => context.once('close', () => resolve()))
}

export async function launchFirefoxOnProfile(profile: string): Promise<OwnBrowser> {
  const context = await firefox.launchPersistentContext(profile, firefoxLaunchOptions(fakeMicrophonePrefs))
  const leader = leaderOf(profile)
  return {
    context,
    async kill() {
      const gone = closed(context)
      process.kill(-leader, 'SIGKILL')
      await gone
    },
    async close() {
      // A clean close can wait on a page for good (seen at the end of a test); then it is killed,
      // as tests/engines does.
      const gaveUp = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 20_000))
      if (await Promise.race([context.close().then(() => true), gaveUp])) return
      const gone = closed(context)
      process.kill(-leader, 'SIGKILL')
      await gone
    },
  }
}
