// A name for every person (issue 33 point 1): asked at registration, with a handle made from it;
// asked again, beside the action, of a member who left it out, before others first see them (a
// share link here); and then shown where people appear (the studio's role selects) instead of
// "A member", never the e-mail.
import { expect, type Page } from '@playwright/test'
import type { User } from '#contract/users'
import { test } from './support/test'
import { apiAsMember } from './support/api'
import { uniqueEmail } from './support/login-dialog'
import { createScript, makeShareLink, openSession, signedInUserId } from './support/sessions'
import { recordCurrentLine, studioLine } from './support/studio'

const question = 'What should others call you?'

async function register(page: Page, email: string, name?: string): Promise<void> {
  await page.goto('/register')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill('secret-123')
  if (name !== undefined) {
    await page.getByLabel(question).fill(name)
    await expect(page.getByText('Your handle will be @', { exact: false })).toBeVisible()
  }
  await page.getByRole('button', { name: 'Agree and Join' }).click()
  await expect(page).toHaveURL(/\/scripts$/)
}

async function studio(page: Page, title: string): Promise<void> {
  const script = await createScript(page, title, [
    ['ANNA', 'A line for the first voice.'],
    ['BEN', 'And one for the second.'],
  ])
  await page.goto(`/session/${await openSession(page, script.id)}`)
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible()
}

const me = async (page: Page) => (await apiAsMember<User>(page, 'GET', `/api/users/${await signedInUserId(page)}`)).json

test('a name given at registration becomes the name and handle others see, never the e-mail', async ({ page }) => {
  const email = uniqueEmail('zoe')
  await register(page, email, 'Zoë van Dijk')
  await expect.poll(async () => (await me(page))?.name).toBe('Zoë van Dijk')
  expect((await me(page)).handle).toMatch(/^zoe\.vandijk\d{0,4}$/)

  await studio(page, 'Named owner')
  const anna = page.getByRole('combobox', { name: 'ANNA' })
  await expect(anna.locator('option')).toHaveText(['Zoë van Dijk', 'Nobody'])
  await expect(page.getByText(email)).toHaveCount(0)
  // Nothing to ask again.
  await expect(page.getByLabel(question)).toHaveCount(0)
})

test('a member who left the name out is asked again beside the share links, and can go on without it', async ({
  page,
}) => {
  await register(page, uniqueEmail('nameless'))
  await studio(page, 'Nameless owner')
  const anna = page.getByRole('combobox', { name: 'ANNA' })
  await expect(anna.locator('option')).toHaveText(['Member', 'Nobody'])
  await expect(
    page.getByText('The people you invite see you as “A member” until you say what to call you.'),
  ).toBeVisible()

  // Refused: a name that reads differently from what it is.
  await page.getByLabel(question).fill('Eve\u202Eevil')
  await page.getByRole('button', { name: 'Use this name' }).click()
  await expect(page.getByText('A name cannot contain control characters or text-direction overrides.')).toBeVisible()

  await page.getByLabel(question).fill('Sam Lee')
  await page.getByRole('button', { name: 'Use this name' }).click()
  await expect(page.getByLabel(question)).toHaveCount(0)
  await expect(anna.locator('option')).toHaveText(['Sam Lee', 'Nobody'])
  expect((await me(page)).handle).toMatch(/^sam\.lee\d{0,4}$/)

  await page.getByRole('button', { name: 'Make a share link' }).click()
  await expect(page.getByRole('button', { name: 'Revoke' }).first()).toBeVisible()
})

test('two members of one session see each other by name: the role select, the takes, the notifications', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  await register(page, uniqueEmail('olive'), 'Olive Owner')
  const guestContext = await browser.newContext()
  const guest = await guestContext.newPage()
  const guestEmail = uniqueEmail('ben')
  await register(guest, guestEmail, 'Ben Bright')
  // Names are protected by default (friends, classmates, teachers): these two are friends.
  const [ownerId, guestId] = [await signedInUserId(page), await signedInUserId(guest)]
  expect((await apiAsMember(guest, 'POST', '/api/friendships/', { userId: ownerId })).status).toBeLessThan(300)
  expect((await apiAsMember(page, 'POST', `/api/friendships/${guestId}/accept`)).status).toBeLessThan(300)

  const title = `Named pair ${Date.now() % 100000}`
  const script = await createScript(page, title, [
    ['ANNA', 'A line for the first voice.'],
    ['BEN', 'And one for the second.'],
  ])
  const sessionId = await openSession(page, script.id)
  const linkId = await makeShareLink(page, sessionId, script.roles.find((role) => role.name === 'BEN')!.id)
  await page.goto(`/session/${sessionId}`)
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible()
  await recordCurrentLine(page)
  await expect(studioLine(page, 'A line for the first voice.').getByText('Uploaded', { exact: true })).toBeVisible()

  await guest.goto(`/s/${linkId}`)
  await expect(studioLine(guest, 'And one for the second.')).toContainText('Your line')
  // The owner's take, on the guest's page, says whose it is.
  await studioLine(guest, 'A line for the first voice.').click()
  await expect(studioLine(guest, 'A line for the first voice.')).toContainText('by Olive Owner')
  await studioLine(guest, 'And one for the second.').click()
  await recordCurrentLine(guest)
  await expect(studioLine(guest, 'And one for the second.').getByText('Uploaded', { exact: true })).toBeVisible()
  await guestContext.close()

  // The owner: the guest in the role select, beside their take, and in the notifications.
  const ben = page.getByRole('combobox', { name: 'BEN' })
  await expect(ben.locator('option:checked')).toHaveText('Ben Bright')
  await expect(ben.locator('option')).toHaveText(['Olive Owner', 'Ben Bright', 'Nobody'])
  await studioLine(page, 'And one for the second.').click()
  await expect(studioLine(page, 'And one for the second.')).toContainText('by Ben Bright')
  await expect(studioLine(page, 'A line for the first voice.')).not.toContainText('by ')
  await page.goto('/notifications')
  const lines = page.getByRole('list', { name: 'Notifications' }).getByRole('listitem')
  await expect(lines.filter({ hasText: `Ben Bright joined your session ${title}` })).toHaveCount(1)
  await expect(lines.filter({ hasText: `Ben Bright added a take to ${title}` })).toHaveCount(1)
  await expect(page.getByText(guestEmail)).toHaveCount(0)
  await expect(page.getByText('A member')).toHaveCount(0)
})
