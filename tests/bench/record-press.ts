// Prints how fast the studio is to the microphone (issue 38), online and offline, at CPU 1× and 4×
// (Chromium's CPU throttling, a mid-range phone): opening a session the device has seen (the app installed, its
// service worker in control) until Record can be pressed, read from the navigation's start; and a
// press of Record until the button says Stop (the recorder runs), clicked and timed inside the page.
// The first take of the page asks for the microphone and loads the recorder's code, so it is
// printed apart. Median and worst of five. Real server on a temporary DATA_DIR, the built client,
// the system Chromium with its fake microphone. Figures only.
import { pathToFileURL } from 'node:url'
import type { Page } from '@playwright/test'
import { openBenchStudio } from './support/studio-in-chromium'

const presses = 5

/** Clicks Record in the page and resolves with the ms until the button says Stop; then stops the
 *  take and waits for the button to offer recording again. */
async function pressToRecording(page: Page): Promise<number> {
  const ms = await page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const button = [...document.querySelectorAll('button')].find((each) =>
          /^Record( again)?$/.test(each.textContent ?? ''),
        )
        if (!button) return reject(new Error('no Record button'))
        const pressed = performance.now()
        const watch = new MutationObserver(() => {
          if (button.textContent !== 'Stop') return
          watch.disconnect()
          resolve(performance.now() - pressed)
        })
        watch.observe(button, { childList: true, subtree: true, characterData: true })
        button.click()
      }),
  )
  await page.getByRole('button', { name: 'Stop', exact: true }).click()
  await page
    .getByRole('button', { name: 'Record again', exact: true })
    .or(page.getByRole('button', { name: 'Record', exact: true }))
    .waitFor()
  return ms
}

/** Reloads the studio and resolves with the ms from the navigation's start until Record is enabled. */
async function openToRecordShown(page: Page): Promise<number> {
  await page.reload({ waitUntil: 'commit' })
  return page.evaluate(async () => {
    for (;;) {
      const button = [...document.querySelectorAll('button')].find((each) =>
        /^Record( again)?$/.test(each.textContent ?? ''),
      )
      if (button && !button.disabled) return performance.now()
      await new Promise((resolve) => requestAnimationFrame(resolve))
    }
  })
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

export async function measureRecordPress(): Promise<void> {
  const studio = await openBenchStudio('record-press')
  const { browser, context, page, cdp } = studio
  try {
    console.log(`\nFast to the microphone, the app installed (Chromium ${browser.version()}, fake microphone):`)
    console.log(`  the page's first take, Record pressed → recording: ${(await pressToRecording(page)).toFixed(0)} ms`)
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 })
    const figures = (times: number[]) =>
      `median ${median(times).toFixed(0)} ms, worst ${Math.max(...times).toFixed(0)} ms`
    for (const offline of [false, true]) {
      // The browser's offline switch: the page and its reads see no network; the shell comes from the
      // service worker and the session from the device, as on a phone in airplane mode.
      await context.setOffline(offline)
      for (const rate of [1, 4]) {
        await cdp.send('Emulation.setCPUThrottlingRate', { rate })
        const opens: number[] = []
        for (let open = 0; open < presses; open++) opens.push(await openToRecordShown(page))
        const times: number[] = []
        for (let press = 0; press < presses; press++) times.push(await pressToRecording(page))
        console.log(
          `  ${offline ? 'offline' : 'online'}, CPU ${rate}×: studio opened → Record shown ${figures(opens)}; Record pressed → recording ${figures(times)}`,
        )
      }
    }
  } finally {
    await studio.close()
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await measureRecordPress()
