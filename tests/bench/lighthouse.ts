// Prints Lighthouse's performance figures (score, FCP, LCP, TBT, CLS) for a first visit to /login
// and /scriptlibrary and for a signed-in member's /scripts, each the median of 3 runs (1 with
// BENCH_SHORT or CI set). Lighthouse's default config: a phone, with slow 4G and a slow CPU
// simulated from one real load, so the timings are estimates and vary from run to run; figures
// only, a run that fails is reported and the rest go on. Real server on a fresh DATA_DIR, the built
// client (dist/), the system Chromium under puppeteer-core, one fresh browser context per run.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import lighthouse, { type Flags } from 'lighthouse'
import puppeteer, { type Browser, type Page } from 'puppeteer-core'
import { storedCredentials } from '../engines/support/in-page'
import { chromiumArgs } from '../support/chromium'
import { createMember, type Member } from '../support/first-load-javascript'
import { startServer } from '../support/server-process'

const runs = process.env.BENCH_SHORT || process.env.CI ? 1 : 3

interface Visit {
  path: string
  label: string
  /** Signed in as the bench's member; otherwise a first visit on clean storage. */
  signedIn: boolean
}

const visits: Visit[] = [
  { path: '/login', label: '/login, first visit', signedIn: false },
  { path: '/scriptlibrary', label: '/scriptlibrary, first visit', signedIn: false },
  { path: '/scripts', label: '/scripts, signed in', signedIn: true },
]

interface Figures {
  score: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
}

const baseFlags: Flags = {
  logLevel: 'error',
  onlyCategories: ['performance'],
  formFactor: 'mobile',
  throttlingMethod: 'simulate',
}

export async function measureLighthouse(port = 3293): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-lighthouse-'))
  try {
    const server = await startServer({ port, dataDir, env: { DATABASE_URL: undefined } })
    try {
      const browser = await puppeteer.launch({
        executablePath: '/usr/bin/chromium',
        headless: true,
        args: chromiumArgs,
        defaultViewport: null,
      })
      try {
        await printFigures(browser, server.url)
      } finally {
        await browser.close()
      }
    } finally {
      await server.stop()
    }
  } catch (error) {
    console.log(`\nLighthouse did not run: ${describe(error)}`)
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

async function printFigures(browser: Browser, baseUrl: string): Promise<void> {
  const member = await createMember(baseUrl)
  const rows: string[] = []
  let version = ''
  for (const visit of visits) {
    const figures: Figures[] = []
    const failures: string[] = []
    for (let run = 0; run < runs; run++) {
      try {
        const result = await auditOnce(browser, baseUrl, visit, member)
        version = result.version
        figures.push(result.figures)
      } catch (error) {
        failures.push(describe(error))
      }
    }
    rows.push(row(visit.label, figures, failures))
  }
  console.log(
    `\nLighthouse ${version} on Chromium ${await browser.version()}, mobile preset with simulated throttling, median of ${runs} run${runs === 1 ? '' : 's'}:`,
  )
  console.log(
    `  ${'page'.padEnd(28)} ${'score'.padStart(5)} ${'FCP'.padStart(8)} ${'LCP'.padStart(8)} ${'TBT'.padStart(8)} ${'CLS'.padStart(6)}`,
  )
  for (const line of rows) console.log(line)
}

async function auditOnce(
  browser: Browser,
  baseUrl: string,
  visit: Visit,
  member: Member,
): Promise<{ version: string; figures: Figures }> {
  const context = await browser.createBrowserContext()
  try {
    const page = await context.newPage()
    if (visit.signedIn) {
      await signIn(page, baseUrl, member)
      await emptyCachesKeepingSignIn(page, baseUrl)
    }
    // A first visit lets Lighthouse reset the origin as it does by default (on top of the new
    // context); the signed-in one must keep the credentials in localStorage and the refresh cookie.
    const result = await lighthouse(
      `${baseUrl}${visit.path}`,
      { ...baseFlags, disableStorageReset: visit.signedIn },
      undefined,
      page,
    )
    if (!result) throw new Error('Lighthouse returned no result')
    const { lhr } = result
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`)
    const landed = new URL(lhr.finalDisplayedUrl).pathname
    if (landed !== visit.path) throw new Error(`the page ended at ${landed}`)
    const numeric = (id: string) => {
      const value = lhr.audits[id]?.numericValue
      if (value === undefined) throw new Error(`no ${id}: ${lhr.audits[id]?.errorMessage ?? 'audit missing'}`)
      return value
    }
    const score = lhr.categories.performance?.score
    if (score === null || score === undefined) throw new Error('no performance score')
    return {
      version: lhr.lighthouseVersion,
      figures: {
        score: score * 100,
        fcpMs: numeric('first-contentful-paint'),
        lcpMs: numeric('largest-contentful-paint'),
        tbtMs: numeric('total-blocking-time'),
        cls: numeric('cumulative-layout-shift'),
      },
    }
  } finally {
    await context.close()
  }
}

/** Signs in through the login form, as a member does (fields and button found by accessible role
 *  and name: tsx's helpers in a function's source would break a function sent to the page), and
 *  waits for the scripts screen and the stored credentials. */
async function signIn(page: Page, baseUrl: string, member: Member): Promise<void> {
  await page.goto(`${baseUrl}/login`)
  await page.locator('::-p-aria([name="User ID or Email"][role="textbox"])').fill(member.username)
  await page.locator('::-p-aria([name="Password"][role="textbox"])').fill(member.password)
  await page.locator('::-p-aria([name="Log in"][role="button"])').click()
  await page.waitForFunction(() => location.pathname === '/scripts')
  await page.waitForFunction(storedCredentials)
}

/** Leaves the app and empties what signing in filled (HTTP cache, service worker and its Cache
 *  Storage), keeping localStorage, cookies and IndexedDB: the signed-in run then loads the app
 *  from the network as the first visits do, so the three rows compare. Lighthouse's own reset is
 *  off for that run: which storage it clears is its choice, and has changed between versions. */
async function emptyCachesKeepingSignIn(page: Page, baseUrl: string): Promise<void> {
  await page.goto('about:blank')
  const cdp = await page.createCDPSession()
  try {
    await cdp.send('Storage.clearDataForOrigin', {
      origin: new URL(baseUrl).origin,
      storageTypes: 'service_workers,cache_storage',
    })
    await cdp.send('Network.clearBrowserCache')
  } finally {
    await cdp.detach()
  }
}

function row(label: string, figures: Figures[], failures: string[]): string {
  const failed = failures.length ? `  (${failures.length} of ${runs} failed: ${[...new Set(failures)].join('; ')})` : ''
  if (figures.length === 0) return `  ${label.padEnd(28)} Lighthouse failed${failed}`
  const of = (pick: (f: Figures) => number) => median(figures.map(pick))
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`
  return (
    `  ${label.padEnd(28)} ${of((f) => f.score)
      .toFixed(0)
      .padStart(5)} ${seconds(of((f) => f.fcpMs)).padStart(8)} ` +
    `${seconds(of((f) => f.lcpMs)).padStart(8)} ${`${of((f) => f.tbtMs).toFixed(0)} ms`.padStart(8)} ${of((f) => f.cls)
      .toFixed(3)
      .padStart(6)}${failed}`
  )
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? ''

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await measureLighthouse()
