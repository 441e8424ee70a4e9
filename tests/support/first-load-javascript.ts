// The JavaScript a first visit loads: every script response of a page opened in a fresh browser
// context (empty HTTP cache) with the service worker blocked (nothing precached, nothing answered
// from Cache Storage), until the screen is ready and the network idle; each body gzipped as a
// server would send it. Measured by the budget test (tests/e2e/first-load-budget.spec.ts), which
// fails above the budgets, and printed by the bench (tests/bench/bundle-size.ts).
import { gzipSync } from 'node:zlib'
import type { Browser, BrowserContext, Page } from '@playwright/test'
import { usersApi } from '#contract/users'
import { logIn } from '../e2e/support/login-dialog'

/** Gzipped bytes of JavaScript a first visit may load; the budget test fails above them. */
export const firstLoadBudgets = {
  /** /login for a visitor: what stands between a phone on a slow network and signing in. */
  login: 160 * 1024,
  /** /scripts for a signed-in member with nothing cached: the screen after signing in. 201 KB
   *  since 6 December 2026: the offline line and the device-copy line of every screen (issue 34)
   *  cost 0.3 KB; 201.1 KB the same day: the mic check's chunk and the audio measuring it shares
   *  with the studio, named in the entry's preload list (issue 35); 201.2 KB the same evening: the
   *  Web Lock the device's database opens under (decision 100); decision 048. */
  scripts: Math.round(201.2 * 1024),
} as const

export interface ScriptSize {
  path: string
  gzipBytes: number
}

export interface FirstLoad {
  /** Whose visit of what, e.g. "a visitor's first visit to /login". */
  visit: string
  budgetBytes: number
  totalGzipBytes: number
  /** Largest first. */
  scripts: ScriptSize[]
}

export interface Member {
  username: string
  password: string
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/** A new member with no scripts, registered through the real API. */
export async function createMember(baseURL: string): Promise<Member> {
  const member = {
    username: `first-load-${Date.now()}-${Math.floor(Math.random() * 1e6)}`,
    password: 'first-load-pass',
  }
  const response = await fetch(new URL(usersApi.create.path, baseURL), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(member),
  })
  if (!response.ok) throw new Error(`Registering ${member.username}: ${response.status} ${await response.text()}`)
  return member
}

/** The JavaScript of a visitor's first visit to /login, until the login form shows. */
export async function measureLoginFirstLoad(browser: Browser, baseURL: string): Promise<FirstLoad> {
  const context = await freshContext(browser, baseURL)
  try {
    const page = await context.newPage()
    const scripts = recordScripts(page)
    await page.goto('/login')
    await page.getByLabel('User ID or Email').waitFor()
    await page.waitForLoadState('networkidle')
    return firstLoad("a visitor's first visit to /login", firstLoadBudgets.login, await scripts())
  } finally {
    await context.close()
  }
}

/** The JavaScript of a signed-in member's visit to /scripts with nothing cached, until their
 *  (empty) scripts list shows. `member` must have no scripts. */
export async function measureScriptsFirstLoad(browser: Browser, baseURL: string, member: Member): Promise<FirstLoad> {
  // Signing in loads the app into that context's HTTP cache, so the member signs in in one context
  // and the visit is measured in a second one given only its cookies and localStorage (the refresh
  // cookie and the stored credentials). A new context starts with an empty HTTP cache and memory
  // cache of its own, which is sounder than clearing the first context's cache over CDP and
  // trusting that nothing refills it. IndexedDB (the app's persisted query cache) is not carried:
  // it holds data, not code.
  const signIn = await freshContext(browser, baseURL)
  let storageState: StorageState
  try {
    const page = await signIn.newPage()
    await page.goto('/login')
    await logIn(page, member.username, member.password)
    await page.waitForURL(/\/scripts$/)
    await scriptsListShown(page)
    storageState = await signIn.storageState()
  } finally {
    await signIn.close()
  }

  const context = await freshContext(browser, baseURL, storageState)
  try {
    const page = await context.newPage()
    const scripts = recordScripts(page)
    await page.goto('/scripts')
    await scriptsListShown(page)
    await page.waitForLoadState('networkidle')
    if (new URL(page.url()).pathname !== '/scripts')
      throw new Error(`The signed-in visit of /scripts ended at ${page.url()}`)
    return firstLoad(
      "a signed-in member's visit to /scripts, nothing cached",
      firstLoadBudgets.scripts,
      await scripts(),
    )
  } finally {
    await context.close()
  }
}

/** One line per file, largest first, under a line with the total against the budget. */
export function describeFirstLoad(load: FirstLoad): string {
  const over = load.totalGzipBytes - load.budgetBytes
  const verdict = over > 0 ? `${kb(over)} over` : `${kb(-over)} to spare`
  const head = `JavaScript of ${load.visit}: ${kb(load.totalGzipBytes)} gzipped in ${load.scripts.length} files (budget ${kb(load.budgetBytes)}, ${verdict})`
  return [head, ...load.scripts.map((script) => `  ${kb(script.gzipBytes).padStart(9)}  ${script.path}`)].join('\n')
}

function freshContext(browser: Browser, baseURL: string, storageState?: StorageState): Promise<BrowserContext> {
  return browser.newContext({ baseURL, serviceWorkers: 'block', ...(storageState ? { storageState } : {}) })
}

/** A new member's scripts screen once their own list has loaded (and is empty). */
async function scriptsListShown(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'My scripts' }).waitFor()
  await page.getByText('You have no scripts yet.').waitFor()
}

/** Starts collecting the page's script responses; the returned function gives their sizes once
 *  every body has been read. */
function recordScripts(page: Page): () => Promise<ScriptSize[]> {
  const sizes: Array<Promise<ScriptSize>> = []
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    const path = new URL(response.url()).pathname
    sizes.push(response.body().then((body) => ({ path, gzipBytes: gzipSync(body).length })))
  })
  return () => Promise.all(sizes)
}

function firstLoad(visit: string, budgetBytes: number, scripts: ScriptSize[]): FirstLoad {
  return {
    visit,
    budgetBytes,
    totalGzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
    scripts: [...scripts].sort((a, b) => b.gzipBytes - a.gzipBytes),
  }
}
