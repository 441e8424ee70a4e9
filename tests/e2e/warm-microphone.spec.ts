// The studio's warm microphone (issue 38): opened on arrival where the permission holds, so a press
// records from audio already flowing; every take of the visit uses that one stream; leaving the
// studio or hiding the page stops it (the browser's indicator goes off); coming back opens it again
// without a prompt. Every stream the page opens is watched through getUserMedia.
import { expect, type Page } from '@playwright/test'
import { test } from './support/test'
import { registerNewMember } from './support/login-dialog'
import { watchMicrophones } from './support/press-at-click'
import { createScript, openSession } from './support/sessions'
import { recordCurrentLine } from './support/studio'

/** How many microphone streams the page opened, and how many of them are live now. */
const microphones = (page: Page) =>
  page.evaluate(() => {
    const streams = window.openedMicrophones ?? []
    return {
      opened: streams.length,
      live: streams.filter((stream) => stream.getAudioTracks().some((track) => track.readyState === 'live')).length,
    }
  })

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['microphone'])
  await watchMicrophones(context)
})

async function openStudio(page: Page): Promise<string> {
  await registerNewMember(page)
  const script = await createScript(page, 'Warm microphone', [
    ['ANNA', 'Line one, at once.'],
    ['ANNA', 'Line two, again.'],
  ])
  const sessionId = await openSession(page, script.id)
  await page.goto(`/session/${sessionId}`)
  await expect(page.getByRole('heading', { name: 'Warm microphone', level: 1 })).toBeVisible()
  return sessionId
}

test('the studio opens the microphone on arrival, records every take from that one stream, and stops it when left', async ({
  page,
}) => {
  const sessionId = await openStudio(page)
  await expect.poll(() => microphones(page)).toEqual({ opened: 1, live: 1 })

  await recordCurrentLine(page)
  await recordCurrentLine(page)
  expect(await microphones(page)).toEqual({ opened: 1, live: 1 })

  // Left within the app (the page stays, so only the studio can stop the stream).
  await page.getByRole('link', { name: 'My sessions' }).click()
  await expect(page).toHaveURL(/\/history$/)
  await expect.poll(() => microphones(page)).toEqual({ opened: 1, live: 0 })

  await page.getByRole('link', { name: 'Warm microphone' }).first().click()
  await expect(page).toHaveURL(new RegExp(`/session/${sessionId}$`))
  await expect(page.getByRole('heading', { name: 'Warm microphone', level: 1 })).toBeVisible()
  await expect.poll(() => microphones(page)).toEqual({ opened: 2, live: 1 })
})

/** Headless Chromium keeps every page visible: the page is told it was hidden or shown as the
 *  browser tells it (its visibilityState, then the event). */
const setVisibility = (page: Page, state: 'hidden' | 'visible') =>
  page.evaluate((visibility) => {
    Object.defineProperty(document, 'visibilityState', { value: visibility, configurable: true })
    Object.defineProperty(document, 'hidden', { value: visibility === 'hidden', configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
  }, state)

test('hiding the page stops the microphone, and showing it again opens it without a prompt', async ({ page }) => {
  await openStudio(page)
  await expect.poll(() => microphones(page)).toEqual({ opened: 1, live: 1 })

  await setVisibility(page, 'hidden')
  await expect.poll(() => microphones(page)).toEqual({ opened: 1, live: 0 })

  await setVisibility(page, 'visible')
  await expect.poll(() => microphones(page)).toEqual({ opened: 2, live: 1 })
  await recordCurrentLine(page)
  expect(await microphones(page)).toEqual({ opened: 2, live: 1 })
})

test('a take running as the page is hidden goes on, and the microphone stops when it ends', async ({ page }) => {
  await openStudio(page)
  await expect.poll(() => microphones(page)).toEqual({ opened: 1, live: 1 })
  await page.getByRole('button', { name: 'Record', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Stop', exact: true })).toBeVisible()

  await setVisibility(page, 'hidden')
  // Still recording: the stream must stay open under the take.
  await expect(page.getByRole('button', { name: 'Stop', exact: true })).toBeVisible()
  expect(await microphones(page)).toEqual({ opened: 1, live: 1 })

  await page.getByRole('button', { name: 'Stop', exact: true }).click()
  await expect.poll(() => microphones(page)).toEqual({ opened: 1, live: 0 })
  await expect(page.getByRole('list', { name: 'Lines' }).getByRole('listitem').first()).toContainText('Take 1')
})
