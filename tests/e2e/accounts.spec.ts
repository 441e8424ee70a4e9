import { expect } from '@playwright/test'
import { test } from './support/test'
import { logIn, openMenu, registerNewMember, uniqueEmail } from './support/login-dialog'
import { seededUsers } from './support/users'

const headerTabs = ['Drafts', 'Scripts', 'Friends', 'Messages']

test('a new member registers and lands on /scripts with the four tabs, then logs out', async ({ page }) => {
  await registerNewMember(page)
  await expect(page.getByRole('heading', { name: 'Scripts', level: 1 })).toBeVisible()
  const nav = page.getByRole('navigation')
  for (const tab of headerTabs) await expect(nav.getByRole('link', { name: tab, exact: true })).toBeVisible()

  await openMenu(page)
  await page.getByRole('menuitem', { name: 'Log Out' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByLabel('User ID or Email')).toBeVisible()

  await page.goto('/scripts')
  await expect(page).toHaveURL(/\/login/)
})

test('the register view checks the e-mail and the password length before sending', async ({ page }) => {
  await page.goto('/register')
  await expect(page.getByText('at least 6 characters')).toBeVisible()
  await expect(page.getByText(/By clicking on Agree and Join, you agree to .*Terms of Service/)).toBeVisible()
  await page.getByLabel('Email').fill('not-an-address')
  await page.getByLabel('Password', { exact: true }).fill('12345')
  await page.getByRole('button', { name: 'Agree and Join' }).click()
  await expect(page.getByText('Email address is not valid.')).toBeVisible()
  await expect(page.getByText('Your password needs to contain at least 6 characters.')).toBeVisible()
  await expect(page).toHaveURL(/\/register$/)
})

test('registering an address twice shows the server message in an alert', async ({ page, context }) => {
  const email = uniqueEmail('twice')
  await registerNewMember(page, email)
  await context.clearCookies()
  await page.evaluate(() => localStorage.clear())
  await page.goto('/register')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill('secret-123')
  await page.getByRole('button', { name: 'Agree and Join' }).click()
  await expect(page.getByRole('alert')).toContainText(/already/i)
})

test('a wrong password shows the server message in an alert', async ({ page }) => {
  await page.goto('/login')
  await logIn(page, seededUsers.member.username, 'not-the-password')
  await expect(page.getByRole('alert')).toContainText('The user ID or password is incorrect.')
  await expect(page).toHaveURL(/\/login$/)
})

test('login trims the user id and password and works with the e-mail too', async ({ page }) => {
  await page.goto('/login')
  await logIn(page, `  ${seededUsers.member.email.toUpperCase()}  `, `  ${seededUsers.member.password} `)
  await expect(page).toHaveURL(/\/scripts$/)
})

test('the password show toggle reveals what was typed', async ({ page }) => {
  await page.goto('/login')
  const password = page.getByLabel('Password', { exact: true })
  await password.fill('visible-now')
  await expect(password).toHaveAttribute('type', 'password')
  await page.getByRole('button', { name: 'Show password' }).click()
  await expect(password).toHaveAttribute('type', 'text')
})

test('a signed-in member stays signed in after a reload (the refresh runs first)', async ({ page }) => {
  await registerNewMember(page)
  await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('voice-acting.credentials') ?? 'null') as { token?: string } | null
    if (stored)
      localStorage.setItem('voice-acting.credentials', JSON.stringify({ ...stored, token: 'expired-or-forged' }))
  })
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Scripts', level: 1 })).toBeVisible()
  await expect(page).toHaveURL(/\/scripts$/)
})
