// Details a member meets (issue 34 points 5 and 6): on a phone, what a button opens is brought into
// view, keyboard hints show only where there is a keyboard, and the header's tabs keep to one line
// at 360 px; the dashboard's Drafts tab leads nowhere outside the dashboard.
import { expect, type Browser, type Page } from '@playwright/test'
import { test } from './support/test'
import { apiAsMember } from './support/api'
import { createMember } from './support/admin'
import { logIn, registerNewMember } from './support/login-dialog'
import { signInWithHandOff } from './support/hand-off'
import { e2eServer } from './support/server-settings'
import { podcastURL } from './support/podcast'
import { createScript, openSession, testId } from './support/sessions'
import { recordCurrentLine, studioLine } from './support/studio'

const phone = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true }
const keyboardHint = 'In a line: Ctrl+Enter (⌘+Enter on a Mac) adds the next line; Alt+↑ and Alt+↓ move it.'

async function phonePage(browser: Browser) {
  return (await browser.newContext(phone)).newPage()
}

test('Make a script under a long draft brings its preview into view', async ({ browser }) => {
  const page = await phonePage(browser)
  await registerNewMember(page)
  const id = testId()
  const body = Array.from({ length: 60 }, (_, i) => `${i % 2 ? 'BEN' : 'ANNA'}: Line number ${i + 1}.`).join('\n')
  expect((await apiAsMember(page, 'POST', '/api/drafts', { id, title: 'Long draft', body })).status).toBeLessThan(300)
  await page.goto(`/write/${id}`)
  const make = page.getByRole('button', { name: 'Make a script' })
  await make.scrollIntoViewIfNeeded()
  await make.click()
  await expect(page.getByRole('button', { name: 'Create script' })).toBeInViewport()
  await page.context().close()
})

/** The top of the studio's sticky record bar, which covers the bottom of the screen. */
const recordBarTop = (page: Page) =>
  page.getByRole('button', { name: /^Record( again)?$/ }).evaluate((button) => {
    let bar: Element | null = button
    while (bar && getComputedStyle(bar).position !== 'sticky') bar = bar.parentElement
    return (bar ?? button).getBoundingClientRect().top
  })

test('Trim on a take at the foot of the studio brings its editor into view above the record bar', async ({
  browser,
}) => {
  const page = await phonePage(browser)
  await registerNewMember(page)
  const lines = Array.from({ length: 30 }, (_, i): [string, string] => [
    i % 2 ? 'BEN' : 'ANNA',
    `Line number ${i + 1}.`,
  ])
  const script = await createScript(page, 'A long scene', lines)
  await page.goto(`/session/${await openSession(page, script.id)}`)
  const last = studioLine(page, 'Line number 30.')
  await last.getByRole('button', { name: 'Line number 30.' }).click()
  await recordCurrentLine(page)
  const trim = last.getByRole('button', { name: 'Trim' })
  await expect(trim).toBeVisible()
  // The member scrolls until the take's buttons sit just above the record bar, and taps Trim.
  const trimTop = (await trim.boundingBox())!.y
  await page.evaluate((by) => window.scrollBy(0, by), trimTop - (await recordBarTop(page)) + 60)
  await trim.click()
  const end = last.getByRole('slider', { name: 'End of Take 1' })
  await expect(end).toBeInViewport({ ratio: 1 })
  await expect
    .poll(async () => (await end.boundingBox())!.y + (await end.boundingBox())!.height <= (await recordBarTop(page)))
    .toBe(true)
  await page.context().close()
})

test('keyboard hints show with a keyboard and mouse, not on a phone', async ({ browser, page }) => {
  const phonePg = await phonePage(browser)
  await registerNewMember(phonePg)
  await phonePg.goto('/scripts/create')
  await expect(phonePg.getByLabel('Title')).toBeVisible()
  await expect(phonePg.getByText(keyboardHint)).toBeHidden()
  await phonePg.context().close()

  await registerNewMember(page)
  await page.goto('/scripts/create')
  await expect(page.getByText(keyboardHint)).toBeVisible()
})

test('the studio’s space bar hint shows with a keyboard and mouse, not on a phone', async ({ browser, page }) => {
  const spaceBarHint = 'Space bar: record and stop'
  const phonePg = await phonePage(browser)
  await registerNewMember(phonePg)
  const onPhone = await createScript(phonePg, 'On a phone', [['ANNA', 'A line.']])
  await phonePg.goto(`/session/${await openSession(phonePg, onPhone.id)}`)
  await expect(phonePg.getByRole('button', { name: 'Record' })).toBeVisible()
  await expect(phonePg.getByText(spaceBarHint)).toBeHidden()

  await registerNewMember(page)
  const atADesk = await createScript(page, 'At a desk', [['ANNA', 'A line.']])
  await page.goto(`/session/${await openSession(page, atADesk.id)}`)
  await expect(page.getByText(spaceBarHint)).toBeVisible()
})

/** The header's tabs: their words, each on one line, all in one row. */
async function expectTabsOnOneLine(page: Page, labels: string[]) {
  const tabs = page.getByRole('navigation', { name: 'Main' }).getByRole('link')
  await expect(tabs).toHaveCount(labels.length)
  const boxes = await tabs.evaluateAll((links) =>
    links.map((link) => {
      const box = link.getBoundingClientRect()
      return { text: link.textContent, top: Math.round(box.top), height: Math.round(box.height) }
    }),
  )
  expect(boxes.map((box) => box.text)).toEqual(labels)
  const lineHeight = boxes[0]!.height
  for (const box of boxes)
    expect(box, box.text ?? '').toEqual({ text: box.text, top: boxes[0]!.top, height: lineHeight })
  expect(lineHeight).toBeLessThan(60)
}

test('the tabs of each site keep to one line each at 360 px', async ({ browser }) => {
  const podcast = await phonePage(browser)
  await podcast.goto(`${podcastURL}/`)
  await expectTabsOnOneLine(podcast, ['My Podcasts', 'My Favourites', 'Playlists'])

  const main = await phonePage(browser)
  await registerNewMember(main)
  await main.goto('/scripts')
  await expectTabsOnOneLine(main, ['Drafts', 'Scripts', 'Friends', 'Messages'])

  const dashboardPage = await phonePage(browser)
  const staff = createMember('tabs-staff', 'show_metrics,draft')
  const dashboard = e2eServer.variantURL('dashboard')
  await dashboardPage.goto(`${dashboard}/`)
  await signInWithHandOff(dashboardPage, dashboard, () => logIn(dashboardPage, staff.username, staff.password))
  await expect(dashboardPage.getByRole('heading', { name: 'Metrics', level: 1 })).toBeVisible()
  await expectTabsOnOneLine(dashboardPage, ['Metrics', 'Drafts'])
})

test('the dashboard’s Drafts tab works inside the dashboard: a new draft, its editor, the archive', async ({
  page,
}) => {
  const staff = createMember('drafts-staff', 'show_metrics,draft')
  const dashboard = e2eServer.variantURL('dashboard')
  await page.goto(`${dashboard}/`)
  await signInWithHandOff(page, dashboard, () => logIn(page, staff.username, staff.password))
  await expect(page.getByRole('heading', { name: 'Metrics', level: 1 })).toBeVisible()
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Drafts' }).click()
  await expect(page.getByRole('heading', { name: 'Drafts', level: 1 })).toBeVisible()
  await page.getByRole('button', { name: 'New draft' }).click()
  await expect(page).toHaveURL(new RegExp(`^${dashboard}/write/[A-Za-z0-9_-]+$`))
  await page.getByLabel('Title').fill('Staff notes')
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible()
  await page.getByRole('link', { name: 'Back to Drafts' }).click()
  await expect(page).toHaveURL(`${dashboard}/write`)
  // An existing draft opens in the dashboard's editor too.
  await page.getByRole('link', { name: /Staff notes/ }).click()
  await expect(page).toHaveURL(new RegExp(`^${dashboard}/write/[A-Za-z0-9_-]+$`))
  await expect(page.getByLabel('Title')).toHaveValue('Staff notes')
  await page.getByRole('link', { name: 'Back to Drafts' }).click()
  await page.getByRole('link', { name: 'Archived Drafts' }).click()
  await expect(page).toHaveURL(`${dashboard}/archive`)
  await expect(page.getByRole('heading', { name: 'Archived Drafts', level: 1 })).toBeVisible()
})
