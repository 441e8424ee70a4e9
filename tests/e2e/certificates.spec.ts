// Certificates in the built app: issued and revoked with the real admin command (handed to the
// running server, which signs with its own key), opened logged out and verified, printed (print
// media shows the certificate alone), and listed for the member it was issued to.
import { execFileSync } from 'node:child_process'
import { expect } from '@playwright/test'
import { test } from './support/test'
import { withoutUnset } from '../support/server-process'
import { logInAs } from './support/login-dialog'
import { pdfPageCount } from './support/pdf-pages'
import { e2eServer } from './support/server-settings'
import { seededUsers } from './support/users'

const recipient = seededUsers.member

/** The real admin command, handed to the running test server; what it prints. */
function admin(...args: string[]): string {
  return execFileSync(process.execPath, ['--import', 'tsx', 'src/server/admin/cli.ts', ...args], {
    env: withoutUnset({ ...process.env, DATA_DIR: e2eServer.dataDir, DATABASE_URL: undefined }),
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  })
}

function issueCertificate(title: string): string {
  const printed = admin('issue-certificate', '--username', recipient.username, '--title', title)
  const id = /^Issued certificate (\S+) to /.exec(printed)?.[1]
  if (!id) throw new Error(`issue-certificate printed no id: ${printed}`)
  return id
}

test('a visitor opens a certificate, sees it verified with its QR code, and prints it alone', async ({
  page,
  browserName,
}) => {
  const id = issueCertificate('Clearest diction of the term')
  await page.goto(`/certificate/${id}`)

  const sheet = page.getByRole('article', { name: 'Certificate' })
  await expect(page.getByText('This certificate is genuine.')).toBeVisible()
  await expect(sheet.getByRole('heading', { level: 1 })).toHaveText(recipient.username)
  await expect(sheet.getByRole('heading', { name: 'Clearest diction of the term' })).toBeVisible()
  await expect(sheet.getByText(/^Issued by Voice Acting Studio on /)).toBeVisible()
  const qr = sheet.getByRole('img', { name: /QR code of this certificate’s page/ })
  await expect(qr).toBeVisible()
  // The image loaded: the server drew it.
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  const print = page.getByRole('button', { name: 'Print' })
  await expect(print).toBeVisible()

  // Firefox ESR's WebDriver BiDi has no print-media emulation (Playwright sends none): there the
  // printed PDF below is what checks the paper.
  if (browserName !== 'firefox') {
    await page.emulateMedia({ media: 'print' })
    await expect(print).toBeHidden()
    await expect(page.getByText('This certificate is genuine.')).toBeHidden()
    await expect(page.getByRole('link', { name: 'My certificates' })).toBeHidden()
    await expect(sheet).toBeVisible()
    await expect(qr).toBeVisible()
  }
  // One sheet of paper, A4 or Letter, at the stylesheet's own margins.
  for (const format of ['A4', 'Letter']) {
    expect(pdfPageCount(await page.pdf({ format, preferCSSPageSize: true })), format).toBe(1)
  }
  await page.emulateMedia({ media: 'screen' })
  await expect(print).toBeVisible()
})

test('a revoked certificate says so, and its recipient sees it marked in their list', async ({ page }, testInfo) => {
  // The recipient is seeded once for every project the run has: a title of this project's own.
  const title = `Radio play, lead role (${testInfo.project.name})`
  const id = issueCertificate(title)
  admin('revoke-certificate', '--id', id, '--reason', 'Issued to the wrong member')
  await page.goto(`/certificate/${id}`)
  await expect(page.getByText(/^This certificate was revoked on .+: Issued to the wrong member\.$/)).toBeVisible()
  await expect(page.getByText('This certificate is genuine.')).toHaveCount(0)

  await logInAs(page, recipient)
  await page.goto('/certificate')
  const mine = page.getByRole('list', { name: 'My certificates' })
  const item = mine.getByRole('listitem').filter({ hasText: title })
  await expect(item.getByText('Revoked')).toBeVisible()
  await item.getByRole('link', { name: title }).click()
  await expect(page).toHaveURL(new RegExp(`/certificate/${id}$`))
})

test('an unknown certificate says it does not exist', async ({ page }) => {
  await page.goto('/certificate/no-such-certificate')
  await expect(page.getByText('This certificate does not exist.')).toBeVisible()
})

test('a visitor on /certificate is asked to log in', async ({ page }) => {
  await page.goto('/certificate')
  await expect(page.getByRole('heading', { name: 'Certificates', level: 1 })).toBeVisible()
  await expect(page.getByText('Log in to see your certificates.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', /\/login/)
})
