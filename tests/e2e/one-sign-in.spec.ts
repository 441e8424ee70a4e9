// One person, one sign-in across the three sites (issue 33 point 2, decision 089), on the real hosts
// localhost, podcast.localhost and dashboard.localhost: a sign-in made on any of them opens the
// others signed in (typed address, menu link), and signing out on one signs out on all.
import { expect, type Page } from '@playwright/test'
import { test } from './support/test'
import { logIn, logInAs, openMenu } from './support/login-dialog'
import { e2eServer } from './support/server-settings'
import { seededUsers } from './support/users'

const podcast = e2eServer.variantURL('podcast')
const dashboard = e2eServer.variantURL('dashboard')

/** The menu a signed-in member has, which a visitor's header does not. */
const signedIn = (page: Page) => expect(page.getByRole('button', { name: 'Menu' })).toBeVisible()

test('signed in on the main site, the podcast and dashboard sites open signed in; signing out on the podcast site signs out the main site', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await logInAs(page, seededUsers.metrics)

  // A typed address: the podcast site's guest-only /login sends a signed-in member home.
  await page.goto(`${podcast}/login`)
  await expect(page).toHaveURL(`${podcast}/`)
  await expect(page.getByRole('heading', { name: 'My Podcasts' })).toBeVisible()
  await signedIn(page)

  // The dashboard shows a show_metrics member the metrics, without a second login.
  await page.goto(`${dashboard}/`)
  await expect(page.getByRole('heading', { name: 'Metrics', level: 1 })).toBeVisible()
  await expect(page.getByLabel('User ID or Email')).toHaveCount(0)

  // Log Out on the podcast site…
  await page.goto(`${podcast}/`)
  await openMenu(page)
  await page.getByRole('menuitem', { name: 'Log Out' }).click()
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveCount(0)

  // …and the main site is signed out at its next request: a page that needs login asks for it.
  await page.goto('/scripts')
  await expect(page.getByLabel('User ID or Email')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveCount(0)
})

test('a sign-in made on the podcast site carries to the main site, and My Pod Page on the main site opens the podcast site signed in', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.goto(`${podcast}/login`)
  await logIn(page, seededUsers.member.username, seededUsers.member.password)
  await expect(page).toHaveURL(`${podcast}/`)
  await signedIn(page)

  await page.goto('/scripts')
  await expect(page.getByRole('heading', { name: 'My scripts' })).toBeVisible()
  await signedIn(page)

  await openMenu(page)
  await page.getByRole('menuitem', { name: 'My Pod Page' }).click()
  await expect(page).toHaveURL(`${podcast}/`)
  await expect(page.getByRole('heading', { name: 'My Podcasts' })).toBeVisible()
  await signedIn(page)
})

test('a visitor opening the podcast site stays a visitor, on the page they asked for', async ({ page }) => {
  await page.goto(`${podcast}/history`)
  await expect(page.getByRole('heading', { name: 'Podcast history' })).toBeVisible()
  await expect(page).toHaveURL(`${podcast}/history`)
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible()
})
