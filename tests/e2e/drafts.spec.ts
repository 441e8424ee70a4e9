import { expect } from '@playwright/test'
import { test } from './support/test'
import { waitForServiceWorker } from './support/api'
import { logIn, registerNewMember } from './support/login-dialog'

const hamletOpening = `Title: The Battlements

EXT. ELSINORE CASTLE - THE BATTLEMENTS - NIGHT

Francisco at his post. Enter Bernardo.

BERNARDO
Who's there?

FRANCISCO
(sharply)
Nay, answer me. Stand and unfold yourself.

BERNARDO
Long live the King!

FRANCISCO
Bernardo?
`

test('a draft written offline survives an offline reload and reaches the server when the network returns', async ({
  page,
  context,
  browser,
}) => {
  const email = await registerNewMember(page)
  await page.goto('/write')
  await waitForServiceWorker(page)
  await expect(page.getByRole('heading', { name: 'Drafts', level: 1 })).toBeVisible()

  await context.setOffline(true)
  await page.getByRole('button', { name: 'New draft' }).click()
  await expect(page).toHaveURL(/\/write\/[A-Za-z0-9_-]{16,}$/)
  const draftUrl = page.url()
  await page.getByLabel('Title').fill('Written on the train')
  await page.getByLabel('Draft', { exact: true }).fill('NARRATOR: The tunnel swallowed the signal, but not the story.')
  await expect(page.getByText('Saved on this device')).toBeVisible()
  await expect(page.getByText('10 words')).toBeVisible()

  await page.reload()
  await expect(page.getByLabel('Title')).toHaveValue('Written on the train')
  await expect(page.getByLabel('Draft', { exact: true })).toHaveValue(/tunnel swallowed the signal/)

  await context.setOffline(false)
  await expect(page.getByText('Saved', { exact: true })).toBeVisible({ timeout: 30_000 })

  // Another device of the same member sees it: it is on the server.
  const otherDevice = await browser.newContext()
  const other = await otherDevice.newPage()
  await other.goto('/login')
  await logIn(other, email, 'secret-123')
  await expect(other).toHaveURL(/\/scripts$/)
  await other.goto('/write')
  await expect(other.getByText('Written on the train')).toBeVisible()
  await other.goto(draftUrl)
  await expect(other.getByLabel('Draft', { exact: true })).toHaveValue(/tunnel swallowed the signal/)
  await otherDevice.close()
})

test('a Fountain draft becomes a script with its roles and lines', async ({ page }) => {
  await registerNewMember(page)
  await page.goto('/write')
  await page.getByRole('button', { name: 'New draft' }).click()
  await page.getByLabel('Title').fill('Hamlet, the opening')
  await page.getByLabel('Draft', { exact: true }).fill(hamletOpening)
  await page.getByRole('button', { name: 'Make a script' }).click()
  await page.getByRole('button', { name: 'Create script' }).click()

  await expect(page).toHaveURL(/\/scripts\/edit\/[A-Za-z0-9_-]{16,}$/)
  const roleNames = page.getByLabel('Role name')
  await expect(roleNames).toHaveCount(2)
  await expect(roleNames.nth(0)).toHaveValue('BERNARDO')
  await expect(roleNames.nth(1)).toHaveValue('FRANCISCO')
  const lineTexts = page.getByLabel('Line text')
  await expect(lineTexts.nth(0)).toHaveValue('EXT. ELSINORE CASTLE - THE BATTLEMENTS - NIGHT')
  await expect(lineTexts.nth(1)).toHaveValue(/Francisco at his post/)
  await expect(
    page.getByLabel('Line text').filter({ hasText: 'Nay, answer me. Stand and unfold yourself.' }),
  ).toHaveCount(1)
  await expect(page.getByLabel('Line text').filter({ hasText: 'sharply' })).toHaveCount(1)

  const stats = page.getByRole('table')
  await expect(stats.getByRole('row', { name: /BERNARDO\s+2/ })).toBeVisible()
  await expect(stats.getByRole('row', { name: /FRANCISCO\s+2/ })).toBeVisible()
})

test('a draft changed on two devices keeps both texts and lets the member choose', async ({ page, browser }) => {
  const email = await registerNewMember(page)
  await page.goto('/write')
  await page.getByRole('button', { name: 'New draft' }).click()
  await page.getByLabel('Draft', { exact: true }).fill('First words.')
  await expect(page.getByText('Saved', { exact: true })).toBeVisible()
  const draftUrl = page.url()

  const otherDevice = await browser.newContext()
  const other = await otherDevice.newPage()
  await other.goto('/login')
  await logIn(other, email, 'secret-123')
  await expect(other).toHaveURL(/\/scripts$/)
  await other.goto(draftUrl)
  await expect(other.getByLabel('Draft', { exact: true })).toHaveValue('First words.')
  await other.getByLabel('Draft', { exact: true }).fill('First words, rewritten on the tablet.')
  await expect(other.getByText('Saved', { exact: true })).toBeVisible()

  await page.getByLabel('Draft', { exact: true }).fill('First words, rewritten on the phone.')
  await expect(page.getByText('This draft was changed on another device.')).toBeVisible()
  await expect(page.getByText('First words, rewritten on the tablet.')).toBeVisible()
  await page.getByRole('button', { name: 'Keep both' }).click()
  await expect(page.getByText('This draft was changed on another device.')).toHaveCount(0)

  await page.goto('/write')
  await expect(page.getByRole('link', { name: /\(copy\)/ })).toBeVisible()
  await otherDevice.close()
})
