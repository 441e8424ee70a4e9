// The profile editor, public profiles and closing an account, in the built app with the fake
// microphone. Teachers and students are made with the real admin command (sent to the running server).
import { execFileSync } from 'node:child_process'
import { expect, type Page } from '@playwright/test'
import { test } from './support/test'
import { withoutUnset } from '../support/server-process'
import { logIn, registerNewMember, uniqueEmail } from './support/login-dialog'
import { e2eServer } from './support/server-settings'
import { expectAudioPlays, hasSoundOutput } from './support/sound-output'

const openProfile = async (page: Page) => {
  await page.getByRole('button', { name: /^Profile/ }).click()
  return page.getByRole('dialog', { name: 'Profile' })
}

/** A PNG drawn by a canvas in the page: 640×360, so the crop has something to cut. */
async function pngFromPage(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas')
    canvas.width = 640
    canvas.height = 360
    const context = canvas.getContext('2d') as CanvasRenderingContext2D
    context.fillStyle = '#00bfff'
    context.fillRect(0, 0, 640, 360)
    context.fillStyle = '#ff01cd'
    context.fillRect(220, 80, 200, 200)
    return canvas.toDataURL('image/png')
  })
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64')
}

/** The real admin command, handed to the running test server. */
function admin(...args: string[]): void {
  execFileSync(process.execPath, ['--import', 'tsx', 'src/server/admin/cli.ts', ...args], {
    env: withoutUnset({ ...process.env, DATA_DIR: e2eServer.dataDir, DATABASE_URL: undefined }),
    stdio: 'inherit',
  })
}

function createUserWithAdmin(username: string, password: string, privileges: string): void {
  admin(
    'create-user',
    '--username',
    username,
    '--email',
    `${username}@example.test`,
    '--password',
    password,
    '--privileges',
    privileges,
  )
}

test('edit the profile with a cropped photo and a recorded intro; the public profile shows what each viewer may see', async ({
  page,
  browser,
  browserName,
}) => {
  // Four members, a photo crop and a recorded intro: about 45 s on a quiet 2-core machine.
  test.setTimeout(120_000)
  const email = await registerNewMember(page)
  const dialog = await openProfile(page)
  await expect(dialog.getByText('Membership type')).toBeVisible()
  const save = dialog.getByRole('button', { name: 'Save Changes' })
  await expect(save).toBeDisabled()

  const handle = `ann${Date.now()}`
  await dialog.getByLabel('Name', { exact: true }).fill('Ann Tester')
  await dialog.getByLabel('Handle').fill(`ann ${handle.slice(3)}`)
  await expect(dialog.getByLabel('Handle')).toHaveValue(handle)
  await dialog.getByLabel('Location').fill('Wellington')
  await expect(dialog.getByLabel('Custom portfolio link')).toBeDisabled()
  await expect(save).toBeEnabled()

  await dialog
    .getByLabel('Photo file')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await pngFromPage(page) })
  const crop = dialog.getByRole('img', { name: 'Photo crop' })
  await expect(crop).toBeVisible()
  await crop.focus()
  await page.keyboard.press('+')
  await page.keyboard.press('ArrowLeft')

  await dialog.getByRole('button', { name: 'Record intro' }).click()
  await expect(dialog.getByText('Recording…')).toBeVisible()
  // Without sound output (headless Firefox here) the AudioContext never runs: the meter reads silence.
  // The held peak, as a member reads it: Chromium's fake microphone beeps for 20 ms every 500 ms, and
  // the level of a moment misses the beeps as often as not.
  const meter = dialog.getByRole('meter', { name: 'Input level' })
  if (hasSoundOutput(browserName))
    await expect
      .poll(() => meter.getAttribute('aria-valuetext').then((text) => parseFloat(text ?? '')))
      .toBeGreaterThan(-60)
  await dialog.getByRole('button', { name: 'Stop recording' }).click()
  await expect(dialog.getByText('New intro recorded. Save Changes to keep it.')).toBeVisible()
  await dialog.getByRole('button', { name: 'Play intro' }).click()
  await expectAudioPlays(dialog.getByText('Playing…'), dialog.getByText('The intro could not be played.'), browserName)
  if (hasSoundOutput(browserName)) await dialog.getByRole('button', { name: 'Stop playing' }).click()
  await dialog.getByLabel('Name visibility').selectOption('public')
  await dialog.getByLabel('Photo visibility').selectOption('public')
  await dialog.getByLabel('Intro visibility').selectOption('protected')

  await save.click()
  await expect(page.getByText('Account updated successfully.')).toBeVisible()
  await expect(dialog).toBeHidden()
  const stored = await page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('voice-acting.credentials') ?? '{}') as {
        user: { id: string; photo: string | null; intro: string | null; handle: string }
      },
  )
  expect(stored.user).toMatchObject({ handle, photo: expect.any(String), intro: expect.any(String) })

  // The member sees their whole profile, the protected intro too.
  await page.goto(`/members/${handle}`)
  await expect(page.getByRole('heading', { name: 'Ann Tester', level: 1 })).toBeVisible()
  await expect(page.getByRole('img', { name: 'Photo of Ann Tester' })).toBeVisible()
  await expect
    .poll(() =>
      page
        .getByRole('img', { name: 'Photo of Ann Tester' })
        .evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight]),
    )
    .toEqual([512, 512])
  await expect(page.locator('audio[aria-label="Intro"]')).toHaveCount(1)

  // A friend sees the protected intro too; a stranger (another member) and a visitor see the public
  // name and photo, not the protected intro.
  for (const viewer of ['friend', 'stranger', 'visitor'] as const) {
    const context = await browser.newContext()
    const other = await context.newPage()
    if (viewer !== 'visitor') {
      const otherEmail = await registerNewMember(other, uniqueEmail(viewer))
      if (viewer === 'friend') admin('befriend', '--username', email, '--friend', otherEmail)
    }
    await other.goto(`/profile/${stored.user.id}`)
    await expect(other.getByRole('heading', { name: 'Ann Tester', level: 1 })).toBeVisible()
    await expect(other.getByRole('img', { name: 'Photo of Ann Tester' })).toBeVisible()
    await expect(other.locator('audio[aria-label="Intro"]')).toHaveCount(viewer === 'friend' ? 1 : 0)
    await other.goto('/members/nobody-here-at-all')
    await expect(other.getByText('This user does not exist.')).toBeVisible()
    await context.close()
  }
})

test('close my account: password, alert, signed out at /, and the account is gone', async ({ page }) => {
  const email = await registerNewMember(page, uniqueEmail('closing'))
  const dialog = await openProfile(page)
  await dialog.getByRole('button', { name: 'Close my account' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Close my account' })
  await confirm.getByLabel('Password', { exact: true }).fill('wrong-password')
  await confirm.getByRole('button', { name: 'Close my account' }).click()
  await expect(confirm.getByRole('alert')).toContainText('The password is incorrect.')
  await confirm.getByLabel('Password', { exact: true }).fill('secret-123')
  await confirm.getByRole('button', { name: 'Close my account' }).click()
  const closed = page.getByRole('alertdialog')
  await expect(closed.getByText('Your account has been closed.')).toBeVisible()
  await closed.getByRole('button', { name: 'OK' }).click()
  await expect(page).toHaveURL(/\/login$/)
  expect(await page.evaluate(() => localStorage.getItem('voice-acting.credentials'))).toBeNull()

  await logIn(page, email, 'secret-123')
  await expect(page.getByRole('alert')).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
})

for (const [privilege, message] of [
  ['teacher', 'Kindly reach out to your vendor of the product if you wish to close your school account.'],
  ['student', 'Need to close your account? Please ask your teacher for help.'],
] as const) {
  test(`a ${privilege} is told how to close the account, and nothing is sent`, async ({ page }) => {
    const username = `${privilege}-${Date.now()}`
    createUserWithAdmin(username, 'school-pass', privilege)
    await page.goto('/login')
    await logIn(page, username, 'school-pass')
    await expect(page).toHaveURL(/\/scripts$/)
    const deletes: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/users/delete')) deletes.push(request.url())
    })
    const dialog = await openProfile(page)
    await dialog.getByRole('button', { name: 'Close my account' }).click()
    await expect(dialog.getByRole('alert')).toHaveText(message)
    await expect(page.getByRole('alertdialog')).toHaveCount(0)
    expect(deletes).toEqual([])
  })
}
