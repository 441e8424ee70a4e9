import { expect, type Page } from '@playwright/test'
import { test } from './support/test'
import { apiAsMember, waitForServiceWorker } from './support/api'
import { logIn, logInAs, registerNewMember } from './support/login-dialog'
import { seededUsers } from './support/users'

async function writeScript(page: Page, title: string): Promise<string> {
  await page.goto('/scripts/create')
  await page.getByLabel('Title').fill(title)
  await page.getByRole('button', { name: 'Add role' }).click()
  await page.getByLabel('Role name').fill('CAPTAIN')
  await page.getByRole('button', { name: 'Add line' }).click()
  await page.getByLabel('Line text').fill('All hands, brace for the storm!')
  await page.getByRole('button', { name: 'Save script' }).click()
  await expect(page).toHaveURL(/\/scripts\/edit\/[A-Za-z0-9_-]{16,}$/)
  return page.url()
}

test('a script opened once can be read offline after a reload', async ({ page, context }) => {
  await registerNewMember(page)
  const scriptUrl = await writeScript(page, 'Storm at sea')
  await page.reload()
  await expect(page.getByLabel('Title')).toHaveValue('Storm at sea')
  await waitForServiceWorker(page)

  await context.setOffline(true)
  await page.reload()
  await expect(page).toHaveURL(scriptUrl)
  await expect(page.getByLabel('Title')).toHaveValue('Storm at sea')
  await expect(page.getByLabel('Line text')).toHaveValue('All hands, brace for the storm!')
  await context.setOffline(false)
})

test('the scripts list shows my scripts, and a stranger cannot open a private one', async ({ page, browser }) => {
  await registerNewMember(page)
  const scriptUrl = await writeScript(page, 'Lighthouse keeper')
  await page.goto('/scripts')
  await expect(page.getByRole('link', { name: /Lighthouse keeper/ })).toBeVisible()

  const strangerContext = await browser.newContext()
  const stranger = await strangerContext.newPage()
  await logInAs(stranger, seededUsers.member)
  await stranger.goto(scriptUrl)
  await expect(stranger.getByText('This script does not exist.')).toBeVisible()
  await strangerContext.close()
})

test('a script is deleted only after confirming', async ({ page }) => {
  await registerNewMember(page)
  await writeScript(page, 'Short lived')
  await page.getByRole('button', { name: 'Delete script' }).click()
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'))
  await expect(confirm.getByText('Delete this script?')).toBeVisible()
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click()
  await expect(page).toHaveURL(/\/scripts$/)
  await expect(page.getByRole('link', { name: /Short lived/ })).toHaveCount(0)
})

test('"Use this template" makes a new script with the template roles', async ({ page }) => {
  await registerNewMember(page)
  const templates = await apiAsMember<Array<{ id: string; title: string }>>(page, 'GET', '/api/templates')
  const template = templates.json[0]
  if (!template) throw new Error('No templates are shipped')
  await page.goto(`/template/${template.id}`)
  await expect(page.getByRole('heading', { name: template.title })).toBeVisible()
  await page.getByRole('button', { name: 'Use this template' }).click()
  await expect(page).toHaveURL(/\/scripts\/edit\/[A-Za-z0-9_-]{16,}$/)
  await expect(page.getByLabel('Title')).toHaveValue(template.title)
  expect(await page.getByLabel('Role name').count()).toBeGreaterThan(0)
})

test('the script library shows previews to everyone and free scripts in full to members with access', async ({
  page,
}) => {
  await page.goto('/scriptlibrary')
  await expect(page.getByRole('heading', { name: 'Script Library', level: 1 })).toBeVisible()
  const library = await page.evaluate(
    async () =>
      (await (await fetch('/api/library?free=true')).json()) as { items: Array<{ id: string; title: string }> },
  )
  const free = library.items[0]
  if (!free) throw new Error('No free library scripts are shipped')
  await page.getByLabel('Search').fill(free.title)
  await expect(page.getByText(free.title).first()).toBeVisible()

  await page.goto('/login')
  await logIn(page, seededUsers.librarian.username, seededUsers.librarian.password)
  await expect(page).toHaveURL(/\/scripts$/)
  await page.goto(`/free_scripts2?script=${free.id}`)
  await expect(page.getByRole('heading', { name: free.title })).toBeVisible()
  await page.getByRole('button', { name: 'Record' }).click()
  await expect(page).toHaveURL(new RegExp(`/script/${free.id}$|/session/`))
})
