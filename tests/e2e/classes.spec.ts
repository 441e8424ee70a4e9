// School classes in the built app: a teacher (seeded with the real admin commands, support/school.ts)
// makes a class on podcast.localhost, a pupil registers with its join code and lives by the school
// rules, the teacher makes accounts for pupils without e-mail, and a switched-off code stops working.
import { expect, type Browser, type Locator, type Page } from '@playwright/test'
import { test } from './support/test'
import { logIn, openMenu, registerNewMember, uniqueEmail } from './support/login-dialog'
import { seededTeacher } from './support/school'
import { e2eServer } from './support/server-settings'

const podcast = e2eServer.variantURL('podcast')
const studentClosingMessage = 'Need to close your account? Please ask your teacher for help.'

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext()
  return context.newPage()
}

const openProfile = async (page: Page) => {
  await page.getByRole('button', { name: /^Profile/ }).click()
  return page.getByRole('dialog', { name: 'Profile' })
}

const classItem = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Your classes' }).getByRole('listitem', { name })

/** The join code as the class's entry shows it ("ABCD 2345"), without its space. */
async function joinCodeOf(item: Locator): Promise<string> {
  const shown = await item.getByTestId('join-code').textContent()
  return (shown ?? '').replace(/\s+/g, '')
}

test('a teacher makes a class, a pupil joins with its code, accounts are made for pupils without e-mail, and a switched-off code stops working', async ({
  browser,
  browserName,
}) => {
  // Four people on two sites, a print preview and a switched code: over a minute on a busy machine.
  test.setTimeout(120_000)
  const className = `Drama ${Date.now() % 100000}`
  const schoolLine = `${seededTeacher.school.name} (${seededTeacher.school.country}), ${className}`

  // The teacher opens My Class on the podcast site and creates a class.
  const teacher = await newPage(browser)
  await teacher.goto(`${podcast}/login`)
  await logIn(teacher, seededTeacher.username, seededTeacher.password)
  await expect(teacher).toHaveURL(`${podcast}/`)
  await teacher.getByRole('navigation').getByRole('link', { name: 'My Class' }).click()
  await expect(teacher.getByRole('heading', { name: 'My Class', level: 1 })).toBeVisible()
  await teacher.getByLabel('Class name').fill(className)
  await expect(teacher.getByLabel('School')).toHaveValue(/.+/)
  await teacher.getByRole('button', { name: 'Create class' }).click()
  const item = classItem(teacher, className)
  await expect(
    item.getByText(`${seededTeacher.school.name} (${seededTeacher.school.country}) · 0 students`),
  ).toBeVisible()
  const code = await joinCodeOf(item)
  expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{8}$/)

  // Shown large for the classroom.
  await item.getByRole('button', { name: 'Show code' }).click()
  const shown = teacher.getByRole('dialog', { name: `Join ${className}` })
  const big = shown.getByTestId('join-code-large')
  await expect(big).toHaveText(`${code.slice(0, 4)} ${code.slice(4)}`)
  expect((await big.boundingBox())?.height ?? 0).toBeGreaterThan(100)
  await shown.getByRole('button', { name: 'Close' }).click()
  await expect(shown).toBeHidden()

  // A pupil registers with the code in the address and is a school user from then on.
  const pupil = await newPage(browser)
  const pupilEmail = uniqueEmail('pupil')
  await pupil.goto(`/register?class=${code}`)
  await expect(pupil.getByLabel('Class code')).toHaveValue(code)
  await pupil.getByLabel('Email').fill(pupilEmail)
  await pupil.getByLabel('Password', { exact: true }).fill('secret-123')
  await pupil.getByLabel('What should others call you?').fill('Pia Parata')
  await pupil.getByRole('button', { name: 'Agree and Join' }).click()
  await expect(pupil).toHaveURL(/\/scripts$/)
  await openMenu(pupil)
  await expect(pupil.getByRole('menuitem', { name: 'Contact Us' })).toBeVisible()
  await expect(pupil.getByRole('menuitem', { name: 'Membership' })).toHaveCount(0)
  await pupil.keyboard.press('Escape')
  const profile = await openProfile(pupil)
  await expect(profile.getByText(schoolLine)).toBeVisible()
  await expect(profile.getByRole('textbox', { name: 'School and class' })).toHaveCount(0)
  await expect(profile.getByLabel('Custom portfolio link')).toBeDisabled()
  await profile.getByRole('button', { name: 'Close my account' }).click()
  await expect(profile.getByRole('alert')).toHaveText(studentClosingMessage)

  // The teacher sees the pupil in the class.
  await teacher.reload()
  await expect(
    item.getByText(`${seededTeacher.school.name} (${seededTeacher.school.country}) · 1 student`),
  ).toBeVisible()
  await item.getByRole('button', { name: 'Show students' }).click()
  // A user ID that is an e-mail address is not shown (contract/classes.ts classStudentSchema.username).
  const students = item.getByRole('list', { name: `Students of ${className}` })
  await expect(students.getByRole('listitem')).toHaveCount(1)
  // By the name the pupil gave (protected: their teacher sees it).
  await expect(students.getByText('Pia Parata', { exact: true })).toBeVisible()
  await expect(students.getByRole('link', { name: 'Message Pia Parata' })).toBeVisible()
  await expect(students.getByText(pupilEmail, { exact: false })).toHaveCount(0)

  // Accounts for two pupils without e-mail; one signs in with the password shown once.
  await item.getByRole('button', { name: 'Create student accounts' }).click()
  await item.getByLabel('Student names, one per line').fill('Ana Ruiz\nBen Li')
  await item.getByRole('button', { name: 'Create accounts' }).click()
  const accounts = item.getByRole('table', { name: `New accounts for ${className}` })
  await expect(accounts.getByRole('row')).toHaveCount(3)
  await expect(item.getByText('These passwords are shown only now.', { exact: false })).toBeVisible()
  const ana = accounts.getByRole('row').filter({ hasText: 'Ana Ruiz' }).getByRole('cell')
  const [anaUserId, anaPassword] = [await ana.nth(1).textContent(), await ana.nth(2).textContent()]
  expect(anaUserId).toBeTruthy()
  expect(anaPassword).toBeTruthy()
  // On paper, only the two cards (Firefox ESR's WebDriver BiDi has no print-media emulation).
  await expect(teacher.locator('.sign-in-card')).toHaveCount(2)
  await expect(teacher.locator('.sign-in-card').first()).toContainText(anaPassword ?? '')
  if (browserName !== 'firefox') {
    await teacher.emulateMedia({ media: 'print' })
    await expect(teacher.locator('.sign-in-card').first()).toBeVisible()
    await expect(teacher.getByRole('heading', { name: 'My Class', level: 1 })).toBeHidden()
    await teacher.emulateMedia({ media: 'screen' })
  }
  await expect(teacher.locator('.sign-in-card').first()).toBeHidden()

  const anaPage = await newPage(browser)
  await anaPage.goto('/login')
  await logIn(anaPage, anaUserId ?? '', anaPassword ?? '')
  await expect(anaPage).toHaveURL(/\/scripts$/)
  const anaProfile = await openProfile(anaPage)
  await expect(anaProfile.getByText(schoolLine)).toBeVisible()

  // Switched off, the code is refused with the server's message; switched on, the new one works.
  await item.getByRole('button', { name: 'Switch off joining' }).click()
  await expect(item.getByText('Joining is switched off: no code works for this class.')).toBeVisible()
  const latecomer = await newPage(browser)
  await registerNewMember(latecomer, uniqueEmail('latecomer'))
  const latecomerProfile = await openProfile(latecomer)
  await latecomerProfile.getByLabel('Class code').fill(code)
  await latecomerProfile.getByRole('button', { name: 'Join class' }).click()
  await expect(latecomerProfile.getByRole('alert').filter({ hasText: 'This class code is not valid.' })).toBeVisible()

  await item.getByRole('button', { name: 'Switch on joining' }).click()
  await expect(item.getByRole('button', { name: 'Switch off joining' })).toBeVisible()
  const newCode = await joinCodeOf(item)
  expect(newCode).not.toBe(code)
  await latecomerProfile.getByLabel('Class code').fill(newCode.toLowerCase())
  await latecomerProfile.getByRole('button', { name: 'Join class' }).click()
  await expect(latecomerProfile.getByText(`You joined ${className} (${seededTeacher.school.name}).`)).toBeVisible()
  await expect(latecomerProfile.getByText(schoolLine)).toBeVisible()
})
