// The first visit keeps every keystroke and the focus (issue 34 point 2): on a prerendered page the
// visitor may type, tap a button or press Enter before the app has arrived. The app's entry is held
// back here until the visitor is done (as a slow phone network would), so every step below happens
// on the prerendered markup, which must be readable meanwhile; then the app takes over.
import { expect, type Page } from '@playwright/test'
import { test } from './support/test'
import { checkScreen } from './support/axe'
import { holdTheApp } from './support/hold-the-app'
import { throttleLikeAPhone } from './support/phone-network'
import { seededUsers } from './support/users'

const prerendered = (page: Page) => page.locator('#prerendered')
const { username, password } = seededUsers.member

/** Types into the field from the moment it shows, one key at a time, through the app's takeover and
 *  a few keys past it; returns what was typed and how much of it went to the prerendered markup. */
async function typeThroughTheTakeover(page: Page, label: string, text: string) {
  const field = page.getByLabel(label, { exact: true })
  await field.click()
  let typed = ''
  let beforeTakeover = 0
  let afterTakeover = 0
  for (const key of text.repeat(20)) {
    if (afterTakeover === 5) break
    await page.keyboard.type(key)
    typed += key
    if ((await prerendered(page).count()) === 1) beforeTakeover = typed.length
    else afterTakeover++
  }
  return { field, typed, beforeTakeover }
}

for (const [path, label] of [
  ['/login', 'User ID or Email'],
  ['/scriptlibrary', 'Search'],
] as const) {
  test(`on a phone's network and CPU, every key typed into ${path}'s ${label} from the moment it shows is kept, focused`, async ({
    page,
  }) => {
    await throttleLikeAPhone(page)
    await page.goto(path, { waitUntil: 'commit' })
    await expect(prerendered(page)).toHaveCount(1, { timeout: 30_000 })
    const { field, typed, beforeTakeover } = await typeThroughTheTakeover(page, label, 'abcdefghij')
    // Keys went to the markup before the app took over, and to the app after.
    expect(beforeTakeover).toBeGreaterThan(0)
    await expect(prerendered(page)).toHaveCount(0)
    await expect(field).toHaveValue(typed)
    await expect(field).toBeFocused()
  })
}

test('typed on the prerendered /login, then Enter: the app takes the text, the focus and the caret, and signs in', async ({
  page,
}) => {
  const release = await holdTheApp(page)
  await page.goto('/login')
  await expect(prerendered(page)).toHaveCount(1)
  // Readable before the app arrives: nothing hidden from assistive technology.
  const report = await checkScreen(page, 'prerendered /login before the app')
  expect(report.failing).toEqual([])

  await page.getByLabel('User ID or Email').pressSequentially(username)
  const passwordField = page.getByLabel('Password', { exact: true })
  await passwordField.pressSequentially(password.slice(0, 4))
  release()
  await expect(prerendered(page)).toHaveCount(0)

  await expect(page.getByLabel('User ID or Email')).toHaveValue(username)
  await expect(passwordField).toBeFocused()
  // The caret is where the visitor left it: the rest of the password goes after what was typed.
  await page.keyboard.type(password.slice(4))
  await expect(passwordField).toHaveValue(password)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/scripts$/)
})

test('“Log in” tapped on the prerendered /login signs in once the app has arrived', async ({ page }) => {
  const release = await holdTheApp(page)
  await page.goto('/login')
  await expect(prerendered(page)).toHaveCount(1)
  await page.getByLabel('User ID or Email').fill(username)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  // Nothing was sent with the address (no form submitted by the markup itself).
  expect(new URL(page.url()).search).toBe('')
  release()
  await expect(page).toHaveURL(/\/scripts$/)
})

test('the icon button “Show password” tapped on the prerendered /login shows it once the app has arrived', async ({
  page,
}) => {
  const release = await holdTheApp(page)
  await page.goto('/login')
  await expect(prerendered(page)).toHaveCount(1)
  const passwordField = page.getByLabel('Password', { exact: true })
  await passwordField.fill('visible-now')
  await page.getByRole('button', { name: 'Show password' }).click()
  release()
  await expect(prerendered(page)).toHaveCount(0)
  await expect(passwordField).toHaveValue('visible-now')
  await expect(passwordField).toHaveAttribute('type', 'text')
})

test('a search typed on the prerendered /scriptlibrary stays, focused, and filters once the app has arrived', async ({
  page,
}) => {
  const release = await holdTheApp(page)
  await page.goto('/scriptlibrary')
  await expect(prerendered(page)).toHaveCount(1)
  const report = await checkScreen(page, 'prerendered /scriptlibrary before the app')
  expect(report.failing).toEqual([])
  const search = page.getByLabel('Search')
  await search.pressSequentially('zzzz-no-such-scene')
  await page.keyboard.press('Enter')
  release()
  await expect(prerendered(page)).toHaveCount(0)
  await expect(page).toHaveURL(/\/scriptlibrary$/)
  await expect(page.getByLabel('Search')).toHaveValue('zzzz-no-such-scene')
  await expect(page.getByLabel('Search')).toBeFocused()
  await expect(page.getByRole('list', { name: 'Scripts' }).getByRole('listitem')).toHaveCount(0)
})

test('“School Member” tapped on the prerendered /login opens Join your class once the app has arrived', async ({
  page,
}) => {
  const release = await holdTheApp(page)
  await page.goto('/login')
  await expect(prerendered(page)).toHaveCount(1)
  await page.getByRole('link', { name: 'School Member' }).click()
  release()
  await expect(page.getByRole('dialog', { name: 'Join your class' }).getByLabel('Class code')).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
})

test('a choice made in a list box of the prerendered /scriptlibrary stays, focused, and filters once the app has arrived', async ({
  page,
}) => {
  const release = await holdTheApp(page)
  await page.goto('/scriptlibrary')
  await expect(prerendered(page)).toHaveCount(1)
  // Tapped (focused), then a choice made.
  await page.getByLabel('Number of roles').focus()
  await page.getByLabel('Number of roles').selectOption('2')
  release()
  await expect(prerendered(page)).toHaveCount(0)
  const roles = page.getByLabel('Number of roles')
  await expect(roles).toHaveValue('2')
  await expect(roles).toBeFocused()
  // The app filters by it: every script listed has two roles.
  const scripts = page.getByRole('list', { name: 'Scripts' }).getByRole('listitem')
  await expect(scripts.first()).toBeVisible()
  // Waited for, not read once: the unfiltered list can show for a moment before the filter applies.
  await expect(scripts.filter({ hasNotText: /(^|\D)2 roles/ })).toHaveCount(0)
})
