// What a member sees, checked the same way in every engine: the address, the headings, the texts.
// Each check waits for its condition (the page may still be loading a chunk or a read).
import { waitUntil, type EnginePage } from './engine-page'
import { headingTexts, pageText } from './in-page'

/** Rethrows a failed wait with where the page is and what it shows. */
async function withPage<T>(page: EnginePage, waiting: Promise<T>): Promise<T> {
  try {
    return await waiting
  } catch (error) {
    const seen = await page.evaluate(() => `${location.href}\n${document.body.innerText}`).catch(() => '(nothing)')
    throw new Error(`${(error as Error).message}. The page:\n${seen.replace(/\n+/g, ' | ').slice(0, 900)}`)
  }
}

export const onPath = (page: EnginePage, path: string, timeoutMs?: number) =>
  withPage(
    page,
    waitUntil(
      `the page ${path}`,
      () => page.evaluate((wanted: string) => location.pathname === wanted, path),
      timeoutMs,
    ),
  )

/** Waits for `text` in the page's visible text; fails with the page's text if it never comes. */
export const shows = (page: EnginePage, text: string, timeoutMs?: number) =>
  withPage(
    page,
    waitUntil(`"${text}" on the page`, async () => (await page.evaluate(pageText)).includes(text), timeoutMs),
  )

export const showsHeading = (page: EnginePage, heading: string, timeoutMs?: number) =>
  withPage(
    page,
    waitUntil(`the heading "${heading}"`, async () => (await page.evaluate(headingTexts)).includes(heading), timeoutMs),
  )

export interface Screen {
  /** The path the screen ends on (after any redirect). */
  path: string
  heading: string
  texts?: string[]
}

/** Checks the screen the page shows: its path, its heading, then each text. */
export async function seeScreen(page: EnginePage, screen: Screen): Promise<void> {
  await onPath(page, screen.path)
  await showsHeading(page, screen.heading)
  for (const text of screen.texts ?? []) await shows(page, text)
}

/** Opens `base + path` as a typed address and checks the screen it leads to. */
export async function openScreen(
  page: EnginePage,
  base: string,
  path: string,
  screen: Partial<Screen> & { heading: string },
): Promise<void> {
  await page.goto(`${base}${path}`)
  await seeScreen(page, { path, ...screen })
}
