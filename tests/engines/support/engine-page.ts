// One browser tab in any of the three engines, driven the way a member uses it: typed into labelled
// fields, clicked buttons, what the page shows. Chromium and Firefox run under puppeteer-core
// (Chrome DevTools Protocol and WebDriver BiDi); WebKitGTK's MiniBrowser under WebKitWebDriver
// (classic WebDriver, with selenium-webdriver), in Xvfb because it needs a display.
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core'
import { Builder, type WebDriver, type WebElement } from 'selenium-webdriver'
import { chromiumArgs, fakeMicrophoneArgs } from '#tests/support/chromium'
import { freePort } from '#tests/support/free-port'
import { buttonNamed, controlLabelled, holdsStill } from './in-page'

export const engineNames = ['chromium', 'firefox', 'webkit'] as const
export type EngineName = (typeof engineNames)[number]

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- page functions take any arguments
type PageFunction<T> = (...args: any[]) => T | Promise<T>

export interface EnginePage {
  engine: EngineName
  goto(url: string): Promise<void>
  reload(): Promise<void>
  evaluate<T>(fn: PageFunction<T>, ...args: unknown[]): Promise<T>
  /** Types into the field a visible label names, as keystrokes. */
  typeInto(label: string, text: string): Promise<void>
  /** Clicks the enabled button (or link) with this name, waiting for it to appear. */
  click(name: string): Promise<void>
  close(): Promise<void>
}

const binaries: Record<EngineName, string[]> = {
  chromium: ['/usr/bin/chromium'],
  firefox: ['/usr/bin/firefox-esr'],
  webkit: ['/usr/bin/WebKitWebDriver', '/usr/bin/xvfb-run', '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'],
}

/** Why this machine cannot run the engine (a Debian package missing), or null. */
export function missingEngine(engine: EngineName): string | null {
  const missing = binaries[engine].filter((binary) => !existsSync(binary))
  return missing.length
    ? `${missing.join(', ')} missing: apt-get install chromium firefox-esr webkit2gtk-driver xvfb`
    : null
}

export async function waitUntil<T>(
  what: string,
  probe: () => Promise<T | null | undefined | false>,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  let last: unknown
  for (;;) {
    try {
      const value = await probe()
      if (value !== null && value !== undefined && value !== false) return value
    } catch (error) {
      last = error
    }
    if (Date.now() > deadline)
      throw new Error(
        `Timed out after ${timeoutMs} ms waiting for ${what}${last ? ` (last error: ${String(last)})` : ''}`,
      )
    await new Promise((resolve) => setTimeout(resolve, 150))
  }
}

async function puppeteerPage(engine: 'chromium' | 'firefox'): Promise<EnginePage> {
  const browser: Browser =
    engine === 'chromium'
      ? await puppeteer.launch({
          executablePath: '/usr/bin/chromium',
          headless: true,
          args: [...chromiumArgs, ...fakeMicrophoneArgs],
        })
      : await puppeteer.launch({
          browser: 'firefox',
          executablePath: '/usr/bin/firefox-esr',
          headless: true,
          extraPrefsFirefox: { 'media.navigator.streams.fake': true, 'media.navigator.permission.disabled': true },
        })
  const page: Page = await browser.newPage()
  if (process.env.ENGINE_DEBUG) {
    page.on('console', (message) => console.error(`[${engine} console] ${message.type()}: ${message.text()}`))
    page.on('pageerror', (error) => console.error(`[${engine} pageerror] ${String(error)}`))
    page.on('requestfailed', (request) =>
      console.error(`[${engine} failed] ${request.url()} ${request.failure()?.errorText}`),
    )
  }
  // An element found only once it holds still: a click aims at a point, and a list arriving above
  // a button between aiming and clicking makes the click miss.
  const element = async (
    what: string,
    find: (key: string) => HTMLElement | null,
    key: string,
  ): Promise<ElementHandle> =>
    waitUntil(what, async () => {
      const found = (await page.evaluateHandle(find, key)).asElement() as ElementHandle<HTMLElement> | null
      return found && (await found.evaluate(holdsStill)) ? found : null
    })
  return {
    engine,
    async goto(url) {
      // Firefox reports a navigation the page's own start-up interrupted as an error; where the tab
      // ends up is what counts.
      for (let attempt = 1; ; attempt++) {
        const aborted = await page.goto(url).then(
          () => false,
          (error: Error) => {
            if (!error.message.includes('NS_BINDING_ABORTED') || attempt === 3) throw error
            return true
          },
        )
        const arrived =
          !aborted ||
          (await waitUntil(url, () => page.evaluate((wanted: string) => location.href === wanted, url), 5000).catch(
            () => false,
          ))
        if (arrived) return
      }
    },
    reload: async () => void (await page.reload()),
    evaluate: (fn, ...args) => page.evaluate(fn, ...args),
    async typeInto(label, text) {
      await (await element(`the field labelled "${label}"`, controlLabelled, label)).type(text)
    },
    async click(name) {
      await (await element(`the button "${name}"`, buttonNamed, name)).click()
    },
    async close() {
      // A clean close can wait on the page (a download, the studio's unload); then it is killed.
      const closed = browser.close().then(() => true)
      const gaveUp = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000))
      if (!(await Promise.race([closed, gaveUp]))) browser.process()?.kill('SIGKILL')
    },
  }
}

async function webkitPage(): Promise<EnginePage> {
  const port = await freePort()
  const driverProcess: ChildProcess = spawn('xvfb-run', ['-a', 'WebKitWebDriver', `--port=${port}`], {
    stdio: 'ignore',
    detached: true,
  })
  const driverUrl = `http://127.0.0.1:${port}`
  await waitUntil('WebKitWebDriver to listen', async () => (await fetch(`${driverUrl}/status`)).ok)
  const driver: WebDriver = await new Builder()
    .usingServer(driverUrl)
    .withCapabilities({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': {
        binary: binaries.webkit[2],
        args: ['--automation', '--enable-media-stream=true', '--enable-mock-capture-devices=true'],
      },
    })
    .build()
  // Classic WebDriver waits for a promise the script returns.
  const run = <T>(fn: PageFunction<T>, ...args: unknown[]) =>
    driver.executeScript<T>(`return (${fn.toString()}).apply(null, arguments)`, ...args)
  // An element the script returns arrives as a WebElement.
  const element = (what: string, find: (key: string) => HTMLElement | null, key: string) =>
    waitUntil(what, async () => {
      const found = await driver.executeScript<WebElement | null>(
        `return (${find.toString()}).apply(null, arguments)`,
        key,
      )
      return found && (await run(holdsStill, found)) ? found : null
    })
  return {
    engine: 'webkit',
    goto: (url) => driver.get(url),
    reload: () => driver.navigate().refresh(),
    evaluate: run,
    async typeInto(label, text) {
      await (await element(`the field labelled "${label}"`, controlLabelled, label)).sendKeys(text)
    },
    async click(name) {
      await (await element(`the button "${name}"`, buttonNamed, name)).click()
    },
    async close() {
      await driver.quit().catch(() => undefined)
      if (driverProcess.pid) process.kill(-driverProcess.pid, 'SIGTERM')
    },
  }
}

export function openEngine(engine: EngineName): Promise<EnginePage> {
  return engine === 'webkit' ? webkitPage() : puppeteerPage(engine)
}
