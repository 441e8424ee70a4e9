// "School Member" (issue 33, point 4): the login dialog's link opens "Join your class" in the app,
// where a pupil types the teacher's code and registers, or an existing member logs in, and is told
// which class they joined; a wrong code is said before anything is sent.
import { expect } from '@playwright/test'
import { test } from './support/test'
import { uniqueEmail } from './support/login-dialog'
import { makeSeededTeacherClass, seededTeacher } from './support/school'
import { e2eServer } from './support/server-settings'

const api = (route: string) => `${e2eServer.baseURL}${route}`

test('a pupil joins from School Member with the code and a new account, and is told which class', async ({
  page,
  request,
}) => {
  const className = `Year 6 Drama ${Date.now() % 1e6}`
  const item = await makeSeededTeacherClass(request, className)

  await page.goto('/login')
  const dialog = page.getByRole('dialog', { name: 'Login' })
  await dialog.getByRole('link', { name: 'School Member' }).click()
  const join = page.getByRole('dialog', { name: 'Join your class' })
  await expect(join.getByLabel('Class code')).toBeVisible()

  // A code of the wrong shape is refused before anything is sent.
  await join.getByLabel('Class code').fill('nope')
  await join.getByLabel('Email').fill(uniqueEmail('pupil'))
  await join.getByLabel('Password', { exact: true }).fill('secret-123')
  await join.getByRole('button', { name: 'Agree and Join' }).click()
  await expect(join.getByText('This class code is not valid.')).toBeVisible()

  await join.getByLabel('Class code').fill(item.joinCode ?? '')
  await join.getByRole('button', { name: 'Agree and Join' }).click()
  await expect(join.getByRole('status')).toHaveText(`You joined ${className} (${seededTeacher.school.name}).`)
  await join.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/scripts$/)
})

test('an existing member logs in from Join your class and joins the class', async ({ page, request }) => {
  const className = `Radio club ${Date.now() % 1e6}`
  const item = await makeSeededTeacherClass(request, className)
  const member = { username: uniqueEmail('member'), password: 'secret-123' }
  expect((await request.post(api('/api/users/create'), { data: member })).status()).toBe(201)

  await page.goto('/login')
  await page.getByRole('dialog', { name: 'Login' }).getByRole('link', { name: 'School Member' }).click()
  const join = page.getByRole('dialog', { name: 'Join your class' })
  await join.getByLabel('Class code').fill(item.joinCode ?? '')
  await join.getByLabel('Email').fill(member.username)
  await join.getByLabel('Password', { exact: true }).fill(member.password)
  await join.getByRole('button', { name: 'Log in and join' }).click()
  await expect(join.getByRole('status')).toHaveText(`You joined ${className} (${seededTeacher.school.name}).`)
  await join.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/scripts$/)
})
