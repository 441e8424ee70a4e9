// Entering sessions (from a script, through share links), the history and the public portfolio,
// as members and visitors see them in the built app. Recording uses Chromium's fake microphone.
import { expect } from '@playwright/test'
import { test } from './support/test'
import { logIn, logInAs, registerNewMember } from './support/login-dialog'
import { createScript, finishAndPublish, makeShareLink, openSession, signedInUserId } from './support/sessions'
import { recordCurrentLine, studioLine } from './support/studio'
import { seededUsers } from './support/users'

test('Record on a script opens its session in the studio, and Back returns to the script', async ({ page }) => {
  await logInAs(page, seededUsers.librarian)
  const library = await page.evaluate(
    async () =>
      (await (await fetch('/api/library?free=true')).json()) as { items: Array<{ id: string; title: string }> },
  )
  const free = library.items[0]
  if (!free) throw new Error('No free library scripts are shipped')
  await page.goto(`/free_scripts2?script=${free.id}`)
  await expect(page.getByRole('heading', { name: free.title, level: 1 })).toBeVisible()

  await page.getByRole('button', { name: 'Record' }).click()
  await expect(page).toHaveURL(/\/session\/[A-Za-z0-9_-]{16,}$/)
  await expect(page.getByRole('heading', { name: free.title, level: 1 })).toBeVisible()
  await page.goBack()
  await expect(page).toHaveURL(new RegExp(`/free_scripts2\\?script=${free.id}$`))
})

test('Record on my own script opens its session with every line mine', async ({ page }) => {
  await registerNewMember(page)
  const script = await createScript(page, 'Two voices', [
    ['ANNA', 'Are you ready?'],
    ['BEN', 'Always.'],
  ])
  await page.goto(`/scripts/edit/${script.id}`)
  await page.getByRole('button', { name: 'Record', exact: true }).click()
  await expect(page).toHaveURL(/\/session\/[A-Za-z0-9_-]{16,}$/)
  await expect(page.getByRole('heading', { name: 'Two voices', level: 1 })).toBeVisible()
  await expect(studioLine(page, 'Are you ready?')).toContainText('Your line')
  await expect(studioLine(page, 'Always.')).toContainText('Your line')
  await page.goBack()
  await expect(page).toHaveURL(new RegExp(`/scripts/edit/${script.id}$`))
})

test('a second member joins through a role link, records that role, and the owner sees the take without reloading', async ({
  page,
  browser,
}) => {
  await registerNewMember(page)
  const script = await createScript(page, 'Talk show', [
    ['HOST', 'Welcome to the show.'],
    ['GUEST', 'Thanks for having me.'],
  ])
  const guestRole = script.roles.find((role) => role.name === 'GUEST')!
  const sessionId = await openSession(page, script.id)
  const linkId = await makeShareLink(page, sessionId, guestRole.id)
  await page.goto(`/session/${sessionId}`)
  await expect(page.getByRole('heading', { name: 'Talk show', level: 1 })).toBeVisible()

  const guestContext = await browser.newContext()
  const guest = await guestContext.newPage()
  await registerNewMember(guest)
  await guest.goto(`/s/${linkId}`)
  await expect(guest).toHaveURL(new RegExp(`/session/${sessionId}$`))
  await expect(studioLine(guest, 'Thanks for having me.')).toContainText('Your line')
  await expect(studioLine(guest, 'Welcome to the show.')).not.toContainText('Your line')
  await studioLine(guest, 'Thanks for having me.').click()
  await expect(studioLine(guest, 'Thanks for having me.')).toHaveAttribute('aria-current', 'true')
  await recordCurrentLine(guest)
  // On the line itself: the studio's announcement says "Uploaded" too.
  await expect(studioLine(guest, 'Thanks for having me.').getByText('Uploaded', { exact: true })).toBeVisible()
  await guestContext.close()

  // The owner's page learns of the newcomer from their take: the role is theirs now.
  await expect(studioLine(page, 'Thanks for having me.')).not.toContainText('Your line')
  await studioLine(page, 'Thanks for having me.').click()
  await expect(page.getByRole('button', { name: 'Play take' })).toBeVisible()

  await page.goto('/history')
  const row = page.getByRole('listitem').filter({ hasText: 'Talk show' })
  await expect(row).toContainText('Open')
  await expect(row).toContainText('1 of 2 lines')
  await row.getByRole('link', { name: 'Talk show' }).click()
  await expect(page).toHaveURL(new RegExp(`/session/${sessionId}$`))
})

test('a signed-out visitor of a share link is asked to log in and comes back to the link', async ({
  page,
  browser,
}) => {
  await registerNewMember(page)
  const script = await createScript(page, 'Two voices', [['ONE', 'First words.']])
  const sessionId = await openSession(page, script.id)
  const linkId = await makeShareLink(page, sessionId, null)

  const visitorContext = await browser.newContext()
  const visitor = await visitorContext.newPage()
  await visitor.goto(`/s/${linkId}`)
  await expect(visitor.getByText('Please log in to access the shared script.')).toBeVisible()
  await visitor.getByRole('button', { name: 'Log in' }).click()
  await expect(visitor).toHaveURL(/\/login\?redirect=/)
  await logIn(visitor, seededUsers.member.username, seededUsers.member.password)
  await expect(visitor).toHaveURL(new RegExp(`/session/${sessionId}$`))
  await expect(visitor.getByRole('heading', { name: 'Two voices', level: 1 })).toBeVisible()
  await visitorContext.close()
})

test('an unusable link says so to a logged-in member', async ({ page }) => {
  await logInAs(page, seededUsers.member)
  await page.goto('/s/AAAAAAAAAAAAAAAAAAAAAA')
  await expect(page.getByText('This link is invalid.')).toBeVisible()
})

test('the history lists the member’s sessions with status and progress', async ({ page }) => {
  await registerNewMember(page)
  await page.goto('/history')
  await expect(page.getByText('No sessions yet.')).toBeVisible()

  const script = await createScript(page, 'Radio play', [
    ['NARRATOR', 'It was a dark night.'],
    ['HERO', 'Who goes there?'],
    ['NARRATOR', 'Nobody answered.'],
  ])
  const sessionId = await openSession(page, script.id)
  await page.reload()
  const row = page.getByRole('listitem').filter({ hasText: 'Radio play' })
  await expect(row).toContainText('Open')
  await expect(row).toContainText('0 of 3 lines')
  await expect(row.getByRole('link', { name: 'Radio play' })).toHaveAttribute('href', `/session/${sessionId}`)
})

test('a published session is on the portfolio for a logged-out visitor, ready to play', async ({ page, browser }) => {
  await registerNewMember(page)
  const script = await createScript(page, 'Portfolio piece', [['SOLO', 'Just me.']])
  const sessionId = await openSession(page, script.id)
  await finishAndPublish(page, sessionId)
  const userId = await signedInUserId(page)

  const visitorContext = await browser.newContext()
  const visitor = await visitorContext.newPage()
  await visitor.goto(`/portfolio/${userId}`)
  await expect(visitor.getByRole('heading', { name: 'Portfolio', level: 1 })).toBeVisible()
  const item = visitor.getByRole('listitem').filter({ has: visitor.getByRole('heading', { name: 'Portfolio piece' }) })
  await expect(item.getByRole('button', { name: 'Play session' })).toBeVisible()

  await visitor.goto('/portfolio/no-such-user')
  await expect(visitor.getByText('This user does not exist.')).toBeVisible()
  await visitorContext.close()
})
