// The record-and-upload flow by keyboard alone (Tab, Shift+Tab, Enter, Space, Escape, arrows; no
// clicks, no fills), and what the live regions announce on the way: the recording, the upload
// (online and saved offline), a message from a friend while the member is on another screen, and
// errors. Seeding goes through the API and the admin command, as in the other browser tests.
import { expect, type Page } from '@playwright/test'
import { test } from './support/test'
import { notificationPollMs } from '#contract/notifications'
import { createMember, runAdmin } from './support/admin'
import { createScript, signedInUserId, testId } from './support/sessions'
import { tabTo } from './support/keyboard'
import { countRecordingChunks, waitForCapturedChunk } from './support/recording'
import { hasSoundOutput } from './support/sound-output'
import { studioLine } from './support/studio'
import { seededUsers } from './support/users'

const lines = [
  ['ANNA', 'Good morning, keyboard.'],
  ['BEN', 'Good morning, Anna.'],
  ['ANNA', 'Shall we record?'],
] as const

const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)
/** A polite live region (role="status") saying exactly `text`. */
const said = (page: Page, text: string) => page.getByRole('status').filter({ hasText: exactly(text) })
const lineButton = (page: Page, index: number) =>
  studioLine(page, lines[index]![1]).getByRole('button', { name: lines[index]![1] })

/** Signs in from /login with the keyboard only: the dialog puts focus on its first field. */
async function signInByKeyboard(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/login')
  await expect(page.getByLabel('User ID or Email')).toBeFocused()
  await page.keyboard.type(username)
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused()
  await page.keyboard.type(password)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/scripts$/)
}

/** Space on the focused control starts a take of the current line, Space again stops it; the
 *  studio's live region says so. */
async function recordBySpace(page: Page): Promise<void> {
  const before = await countRecordingChunks(page)
  await page.keyboard.press('Space')
  await expect(said(page, 'Recording…')).toHaveCount(1)
  await waitForCapturedChunk(page, before)
  await page.keyboard.press('Space')
  await expect(page.getByRole('meter', { name: 'Input level' })).toBeHidden()
}

test('a member signs in, opens a script, records, sees the take upload, plays it and moves between lines by keyboard', async ({
  page,
  context,
  browserName,
}) => {
  const member = createMember('keyboard', '')
  await signInByKeyboard(page, member.username, member.password)
  const title = `Keyboard take ${Date.now()}`
  await createScript(
    page,
    title,
    lines.map(([role, text]) => [role, text]),
  )
  await page.reload()

  // A route change whose link or button is gone leaves focus on the new page's heading.
  await tabTo(page, page.getByRole('link', { name: title }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/scripts\/edit\//)
  await tabTo(page, page.getByRole('button', { name: 'Record', exact: true }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/session\//)
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeFocused()

  // Record with the Record button: focus stays on it while the take starts and stops.
  const record = page.getByRole('button', { name: 'Record', exact: true })
  await tabTo(page, record)
  await expect(said(page, 'Recording…')).toHaveCount(0)
  await recordBySpace(page)
  await expect(page.getByRole('button', { name: 'Record', exact: true })).toBeFocused()
  await expect(said(page, 'Uploaded')).toHaveCount(1)
  await expect(studioLine(page, lines[0][1])).toContainText('Uploaded')
  await expect(studioLine(page, lines[1][1])).toHaveAttribute('aria-current', 'true')

  // Back up to the first line, play its take and stop it.
  await tabTo(page, lineButton(page, 0), { backwards: true, most: 150 })
  await page.keyboard.press('Tab')
  const play = studioLine(page, lines[0][1]).getByRole('button', { name: 'Play take' })
  await expect(play).toBeFocused()
  await page.keyboard.press('Enter')
  if (hasSoundOutput(browserName)) {
    await expect(studioLine(page, lines[0][1]).getByRole('button', { name: 'Stop playing' })).toBeFocused()
    await page.keyboard.press('Enter')
  } else {
    // Without sound output (Firefox here) the playback fails at once: the app says so.
    await expect(page.getByText('This take could not be played.')).toBeVisible()
  }
  await expect(play).toBeFocused()

  // Arrow keys go from line to line; Enter makes a line the current one.
  await page.keyboard.press('Shift+Tab')
  await expect(lineButton(page, 0)).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(lineButton(page, 1)).toBeFocused()
  await page.keyboard.press('End')
  await expect(lineButton(page, 2)).toBeFocused()
  await page.keyboard.press('ArrowUp')
  await expect(lineButton(page, 1)).toBeFocused()
  await page.keyboard.press('Home')
  await expect(lineButton(page, 0)).toBeFocused()
  await page.keyboard.press('End')
  await page.keyboard.press('Enter')
  await expect(studioLine(page, lines[2][1])).toHaveAttribute('aria-current', 'true')

  // Offline: the notice is said, and a take recorded with the space bar is saved on this device,
  // then uploaded once the network is back.
  await context.setOffline(true)
  await expect(
    said(page, 'You are offline. Takes are saved on this device and uploaded when you are back online.'),
  ).toHaveCount(1)
  await recordBySpace(page)
  await expect(said(page, 'Saved on this device')).toHaveCount(1)
  await context.setOffline(false)
  await expect(said(page, 'Uploaded')).toHaveCount(1, { timeout: 30_000 })
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toHaveCount(0)
  await expect(studioLine(page, lines[2][1])).toContainText('Uploaded')
})

test('the login dialog by keyboard: opened from the header, Tab kept inside, errors said, Escape back to the opener', async ({
  page,
}) => {
  await page.goto('/guide')
  const opener = page.getByRole('banner').getByRole('button', { name: 'Log in' })
  await tabTo(page, opener)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/login\?/)
  const dialog = page.getByRole('dialog', { name: 'Login' })
  const username = dialog.getByLabel('User ID or Email')
  await expect(username).toBeFocused()

  // Tab and Shift+Tab go round the dialog and never leave it.
  const focusInDialog = () => dialog.evaluate((element) => element.contains(document.activeElement))
  await page.keyboard.press('Shift+Tab')
  await expect(dialog.getByRole('link', { name: 'School Member' })).toBeFocused()
  for (let presses = 0; presses < 12; presses++) {
    await page.keyboard.press('Tab')
    expect(await focusInDialog()).toBe(true)
  }
  await tabTo(page, username)

  // Errors are alerts: the form's own, then the server's answer to a wrong password.
  await page.keyboard.press('Enter')
  await expect(dialog.getByRole('alert').filter({ hasText: 'Please enter your user ID or email.' })).toBeVisible()
  await expect(dialog.getByRole('alert').filter({ hasText: 'Please enter your password.' })).toBeVisible()
  await page.keyboard.type(seededUsers.member.username)
  await page.keyboard.press('Tab')
  await page.keyboard.type('not-the-password')
  await page.keyboard.press('Enter')
  await expect(dialog.getByRole('alert').filter({ hasText: 'The user ID or password is incorrect.' })).toBeVisible()

  await page.keyboard.press('Escape')
  await expect(page).toHaveURL(/\/guide$/)
  await expect(opener).toBeFocused()
})

test('a message from a friend while the member is on another screen is said by the Messages tab', async ({
  page,
  request,
}) => {
  test.setTimeout(notificationPollMs * 2 + 30_000)
  const member = createMember('keyboard-reader', '')
  const friend = createMember('keyboard-writer', '')
  runAdmin(['befriend', '--username', friend.username, '--friend', member.username])
  await signInByKeyboard(page, member.username, member.password)
  await expect(page.getByRole('heading', { name: 'My scripts' })).toBeVisible()
  const memberId = await signedInUserId(page)

  const signedIn = await request.post('/api/users/authenticate', { data: friend })
  expect(signedIn.status()).toBe(200)
  const { token } = (await signedIn.json()) as { token: string }
  const sent = await request.post(`/api/conversations/${memberId}/messages`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { clientId: testId(), body: 'Are you recording tonight?' },
  })
  expect(sent.status()).toBe(201)

  await expect(said(page, '1 new notification')).toHaveCount(1, { timeout: notificationPollMs + 10_000 })
  await tabTo(page, page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Messages/ }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/notifications$/)
  await expect(
    page.getByRole('list', { name: 'Notifications' }).getByRole('listitem').filter({ hasText: 'sent you a message' }),
  ).toHaveCount(1)
  await expect(page.getByRole('status').filter({ hasText: 'new notification' })).toHaveCount(0)
})
