import { expect } from '@playwright/test'
import { test } from './support/test'
import { logInAs, openMenu, registerNewMember } from './support/login-dialog'
import { seededUsers } from './support/users'

test('an unknown path goes to /login', async ({ page }) => {
  await page.goto('/no/such/page')
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByLabel('User ID or Email')).toBeVisible()
})

test('/ goes to /login when logged out and to /scripts when logged in', async ({ page }) => {
  await page.goto('/')
  await expect(page).toHaveURL(/\/login$/)
  await registerNewMember(page)
  await page.goto('/')
  await expect(page).toHaveURL(/\/scripts$/)
})

test('a page that needs login sends a visitor to log in and back again', async ({ page }) => {
  await page.goto('/friends')
  await expect(page).toHaveURL(/\/login\?redirect=%2Ffriends$/)
  await page.getByLabel('User ID or Email').fill(seededUsers.member.username)
  await page.getByLabel('Password', { exact: true }).fill(seededUsers.member.password)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(page).toHaveURL(/\/friends$/)
  await expect(page.getByRole('heading', { name: 'Friends', level: 1 })).toBeVisible()
})

test('the menu shows the library items only with their privileges', async ({ page }) => {
  await logInAs(page, seededUsers.member)
  await openMenu(page)
  await expect(page.getByRole('menuitem', { name: 'Membership' })).toBeVisible()
  await expect(page.getByRole('menuitem', { name: 'Script Library' })).toHaveCount(0)
  await expect(page.getByRole('menuitem', { name: 'Audio Library' })).toHaveCount(0)
  await page.keyboard.press('Escape')
  // Opened anyway (a bookmark, a link): no login form for someone signed in, but which membership opens it.
  await page.goto('/audiolibrary')
  await expect(page.getByRole('heading', { name: 'A membership opens this page', level: 1 })).toBeVisible()
  await expect(page.getByText('This page comes with the Audio Library membership')).toBeVisible()
  await expect(page).toHaveURL(/\/audiolibrary$/)
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0)
  await page.goto('/free_scripts2')
  await expect(page.getByRole('heading', { name: 'A membership opens this page', level: 1 })).toBeVisible()
  await expect(page.getByText(/^This page comes with the .+ membership/)).toBeVisible()
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0)
  await page.getByRole('link', { name: 'See the memberships' }).click()
  await expect(page.getByRole('heading', { name: 'Membership', level: 1 })).toBeVisible()
})

test('a librarian sees Script Library and Audio Library and can open them', async ({ page }) => {
  await logInAs(page, seededUsers.librarian)
  await openMenu(page)
  await expect(page.getByRole('menuitem', { name: 'Audio Library' })).toBeVisible()
  await page.getByRole('menuitem', { name: 'Script Library' }).click()
  await expect(page).toHaveURL(/\/free_scripts2$/)
  await page.goto('/audiolibrary')
  await expect(page).toHaveURL(/\/audiolibrary$/)
})

test('every route change scrolls to the top', async ({ page }) => {
  await logInAs(page, seededUsers.member)
  await page.goto('/guide')
  await expect(page.getByRole('heading', { name: 'User Guide', level: 1 })).toBeVisible()
  await page.evaluate(() => {
    document.body.style.minHeight = '5000px'
    window.scrollTo(0, 2000)
  })
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
  await page.getByRole('navigation').getByRole('link', { name: 'Friends', exact: true }).click()
  await expect(page).toHaveURL(/\/friends$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})
