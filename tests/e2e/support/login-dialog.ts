import { expect, type Page } from '@playwright/test'
import type { SeededUser } from './users'

/** The login dialog as a member sees it: labels and buttons are SPEC's words. */
export async function logIn(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('User ID or Email').fill(username)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
}

export async function logInAs(page: Page, user: SeededUser): Promise<void> {
  await page.goto('/login')
  await logIn(page, user.username, user.password)
  await expect(page).toHaveURL(/\/scripts$/)
}

export function uniqueEmail(prefix = 'member'): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`
}

/** Registers a new member through the Register view and waits for the landing page. */
export async function registerNewMember(page: Page, email = uniqueEmail()): Promise<string> {
  await page.goto('/register')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill('secret-123')
  await page.getByRole('button', { name: 'Agree and Join' }).click()
  await expect(page).toHaveURL(/\/scripts$/)
  return email
}

export async function openMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Menu' }).click()
}
