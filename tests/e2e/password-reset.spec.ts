// The whole password reset in the browser, on the main site and the podcast variant. This file
// runs its own server with SMTP_URL pointing at a real SMTP receiver on loopback, and reads each
// code from the mail it receives, as a member would.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, type Page } from '@playwright/test'
import { test } from './support/test'
import { resetCodeIn, startSmtpReceiver, type SmtpReceiver } from '../api/support/smtp-receiver'
import { startServer, type ServerProcess } from '../support/server-process'
import { logIn, uniqueEmail } from './support/login-dialog'
import { e2eServer } from './support/server-settings'

const port = e2eServer.port + 17
const mainSite = `http://localhost:${port}`
const podcast = `http://podcast.localhost:${port}`

let smtp: SmtpReceiver
let server: ServerProcess
let dataDir: string

test.beforeAll(async () => {
  smtp = await startSmtpReceiver()
  dataDir = await mkdtemp(path.join(tmpdir(), 'reset-e2e-'))
  server = await startServer({
    port,
    dataDir,
    env: { DATABASE_URL: undefined, SMTP_URL: smtp.url, MAIL_FROM: 'Voice Acting <reset@voice.test>' },
  })
})

test.afterAll(async () => {
  await server?.stop()
  await smtp?.close()
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

async function registerMember(password: string): Promise<string> {
  const email = uniqueEmail('reset')
  const res = await fetch(`${mainSite}/api/users/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  })
  expect(res.status).toBe(201)
  return email
}

/** From the Reset password view to the done step; returns once the new password is set. */
async function resetThroughDialog(page: Page, email: string, newPassword: string): Promise<void> {
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('heading', { name: 'Reset password' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Send code' }).click()
  await expect(dialog.getByText('Please enter your user ID or email.')).toBeVisible()
  await dialog.getByLabel('User ID or Email').fill(email)
  await dialog.getByRole('button', { name: 'Send code' }).click()
  await expect(dialog.getByLabel('Code')).toBeVisible()
  const code = resetCodeIn(await smtp.nextMailTo(email))

  // A wrong code: the server's message in an alert.
  await dialog.getByLabel('Code').fill(code === '000000' ? '111111' : '000000')
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('This code is not valid. Check it, or ask for a new code.')

  await dialog.getByLabel('Code').fill(code)
  await dialog.getByRole('button', { name: 'Continue' }).click()
  const password = dialog.getByLabel('New password')
  await expect(password).toBeVisible()
  await password.fill('short')
  await dialog.getByRole('button', { name: 'Change password' }).click()
  await expect(dialog.getByText('Your password needs to contain at least 6 characters.')).toBeVisible()
  await password.fill(newPassword)
  await dialog.getByRole('button', { name: 'Change password' }).click()
  await expect(dialog.getByText('Your password has been changed. Please log in with your new password.')).toBeVisible()
}

test('main site: Forgot Password → code from the mail → new password → back to log in with it', async ({ page }) => {
  const email = await registerMember('old-password')
  await page.goto(`${mainSite}/login`)
  await page.getByRole('button', { name: 'Forgot Password' }).click()
  await resetThroughDialog(page, email, 'brand-new-password')

  await page.getByRole('button', { name: 'Back to log in' }).click()
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible()
  await logIn(page, email, 'old-password')
  await expect(page.getByRole('alert')).toHaveText('The user ID or password is incorrect.')
  await logIn(page, email, 'brand-new-password')
  await expect(page).toHaveURL(`${mainSite}/scripts`)
})

test('podcast /resetpassword: the same steps, then /login, and /resetpassword sends a member home', async ({
  page,
}) => {
  const email = await registerMember('old-password')
  await page.goto(`${podcast}/resetpassword`)
  await resetThroughDialog(page, email, 'podcast-new-password')

  await page.getByRole('button', { name: 'Back to log in' }).click()
  await expect(page).toHaveURL(`${podcast}/login`)
  await logIn(page, email, 'podcast-new-password')
  await expect(page).toHaveURL(`${podcast}/`)
  await page.goto(`${podcast}/resetpassword`)
  await expect(page).toHaveURL(`${podcast}/`)
})
