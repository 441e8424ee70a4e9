// Memberships in the built app: a voucher code made with the real admin command (handed to the
// running server) is redeemed on /subscription by a new member, the subscription is listed with its
// expiry, and the menu item its privilege gives appears at once; /membership explains the plans.
import { execFileSync } from 'node:child_process'
import { expect } from '@playwright/test'
import { test } from './support/test'
import { voucherMessages } from '#contract/subscriptions'
import { withoutUnset } from '../support/server-process'
import { openMenu, registerNewMember } from './support/login-dialog'
import { e2eServer } from './support/server-settings'

function createVoucher(privileges: string, days: number): string {
  const printed = execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'src/server/admin/cli.ts',
      'create-vouchers',
      '--privileges',
      privileges,
      '--days',
      String(days),
      '--count',
      '1',
    ],
    {
      env: withoutUnset({ ...process.env, DATA_DIR: e2eServer.dataDir, DATABASE_URL: undefined }),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  const code = printed.trim().split('\n').at(-1)
  if (!code || !/^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/.test(code))
    throw new Error(`create-vouchers printed no code: ${printed}`)
  return code
}

test('a member redeems a voucher and the Audio Library appears in the menu', async ({ page }) => {
  const code = createVoucher('audio_library', 30)
  await registerNewMember(page)
  await openMenu(page)
  await expect(page.getByRole('menuitem', { name: 'Membership' })).toBeVisible()
  await expect(page.getByRole('menuitem', { name: 'Audio Library' })).toHaveCount(0)
  await page.keyboard.press('Escape')

  await page.goto('/subscription')
  await expect(page.getByRole('heading', { name: 'Subscription', level: 1 })).toBeVisible()
  await expect(page.getByText('You have no subscriptions.')).toBeVisible()
  await page.getByLabel('Voucher code').fill('WRNG-WRNG-WRNG-WRNG')
  await page.getByRole('button', { name: 'Redeem' }).click()
  await expect(page.getByRole('alert')).toHaveText(voucherMessages.unknownCode)

  await page.getByLabel('Voucher code').fill(code.toLowerCase())
  await page.getByRole('button', { name: 'Redeem' }).click()
  await expect(page.getByRole('status').filter({ hasText: voucherMessages.redeemed })).toContainText(
    voucherMessages.redeemed,
  )
  await expect(page.getByText('audio_library', { exact: true })).toBeVisible()
  await expect(page.getByText('Active', { exact: true })).toBeVisible()
  await expect(page.getByText(/^Expires on /)).toBeVisible()

  await openMenu(page)
  await page.getByRole('menuitem', { name: 'Audio Library' }).click()
  await expect(page).toHaveURL(/\/audiolibrary$/)

  // A code works once.
  await page.goto('/subscription')
  await page.getByLabel('Voucher code').fill(code)
  await page.getByRole('button', { name: 'Redeem' }).click()
  await expect(page.getByRole('alert')).toHaveText(voucherMessages.usedCode)
})

test('/membership explains each privilege and leads to redeeming a code', async ({ page }) => {
  await page.goto('/membership')
  await expect(page.getByRole('heading', { name: 'Membership', level: 1 })).toBeVisible()
  for (const privilege of ['read_free_script', 'audio_library', 'show_metrics', 'draft', 'teacher', 'student']) {
    await expect(page.getByRole('listitem').filter({ hasText: `${privilege}:` })).toBeVisible()
  }
  await page.getByRole('link', { name: 'your subscriptions' }).click()
  await expect(page).toHaveURL(/\/subscription$/)
  await expect(page.getByText('Log in to see your subscriptions and redeem a voucher code.')).toBeVisible()
})
