// A sign-in survives a killed browser; a sign-in ended elsewhere asks to log in again and loses
// nothing recorded meanwhile; another member is warned before anything is removed; the member
// sees and ends their sign-ins in the profile editor.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, request, type Page } from '@playwright/test'
import { test } from './support/test'
import { apiAsMember, waitForServiceWorker } from './support/api'
import { logIn, registerNewMember, uniqueEmail } from './support/login-dialog'
import { launchOnProfile } from './support/own-browser'
import { countRecordingChunks, waitForCapturedChunk } from './support/recording'
import { createScript, openSession } from './support/sessions'
import { recordCurrentLine, studioLine } from './support/studio'
import { seededUsers } from './support/users'

const password = 'secret-123'
const firefoxOnAndroid = 'Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0'

async function sessionOnServer(page: Page, sessionId: string) {
  const answer = await apiAsMember<{ takes: Array<{ lineId: string }> }>(page, 'GET', `/api/sessions/${sessionId}`)
  expect(answer.status).toBe(200)
  return answer.json
}

/** Signs in as `email` from somewhere else (another browser, a phone): its access token. */
async function signInElsewhere(baseURL: string, email: string, userAgent?: string) {
  const elsewhere = await request.newContext({ baseURL, ...(userAgent ? { userAgent } : {}) })
  const answer = await elsewhere.post('/api/users/authenticate', { data: { username: email, password } })
  expect(answer.status()).toBe(200)
  const { token } = (await answer.json()) as { token: string }
  return { elsewhere, token }
}

test('a browser killed seconds after opening a session page comes back signed in, and the cut take is offered', async ({
  baseURL,
  browserName,
}) => {
  test.setTimeout(120_000)
  const base = baseURL ?? ''
  const profile = mkdtempSync(path.join(tmpdir(), 'killed-profile-'))
  try {
    // Signed in, then the browser is closed normally: the sign-in cookie is on disk.
    let browser = await launchOnProfile(browserName, profile)
    let page = await browser.context.newPage()
    const email = uniqueEmail('killed')
    await page.goto(`${base}/register`)
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password', { exact: true }).fill(password)
    await page.getByRole('button', { name: 'Agree and Join' }).click()
    await expect(page).toHaveURL(/\/scripts$/)
    const script = await createScript(page, 'Crash night', [['ZED', 'The lights go out.']])
    const sessionId = await openSession(page, script.id)
    await browser.close()

    // Opening the session page refreshes at start; the phone runs out of memory mid-take.
    browser = await launchOnProfile(browserName, profile)
    page = await browser.context.newPage()
    await page.goto(`${base}/session/${sessionId}`)
    await expect(page.getByRole('heading', { name: 'Crash night', level: 1 })).toBeVisible()
    const before = await countRecordingChunks(page)
    await page.getByRole('button', { name: 'Record', exact: true }).click()
    await waitForCapturedChunk(page, before)
    await browser.kill()

    browser = await launchOnProfile(browserName, profile)
    page = await browser.context.newPage()
    await page.goto(`${base}/session/${sessionId}`)
    await expect(page.getByRole('heading', { name: 'Crash night', level: 1 })).toBeVisible()
    await expect(page.getByText('Please log in to open this session.')).toHaveCount(0)
    await expect(page.getByText('A take of this session was interrupted.')).toBeVisible()
    await page.getByRole('button', { name: 'Keep it' }).click()
    await expect(studioLine(page, 'The lights go out.')).toContainText('Uploaded')
    expect((await sessionOnServer(page, sessionId)).takes).toHaveLength(1)
    await page.goto(`${base}/scripts`)
    await expect(page.getByRole('heading', { name: 'Scripts', level: 1 })).toBeVisible()
    await browser.close()
  } finally {
    rmSync(profile, { recursive: true, force: true })
  }
})

test('signed out elsewhere: a take recorded offline waits, another member is warned, the owner logs in and it uploads once', async ({
  page,
  context,
  baseURL,
}) => {
  const email = await registerNewMember(page)
  const script = await createScript(page, 'Far away', [['IVY', 'Can you hear me from there?']])
  const sessionId = await openSession(page, script.id)
  await page.goto(`/session/${sessionId}`)
  await expect(page.getByRole('heading', { name: 'Far away', level: 1 })).toBeVisible()
  await waitForServiceWorker(page)

  // From a laptop: "Sign out everywhere else" ends this browser's sign-in.
  const { elsewhere, token } = await signInElsewhere(baseURL ?? '', email)
  const ended = await elsewhere.post('/api/sign-ins/end-others', { headers: { Authorization: `Bearer ${token}` } })
  expect(await ended.json()).toEqual({ ended: 1 })

  await context.setOffline(true)
  await recordCurrentLine(page)
  await expect(studioLine(page, 'Can you hear me from there?')).toContainText('Saved on this device')
  await context.setOffline(false)

  // Back online, the refusal asks for a sign-in; the take stays on the device.
  const askedToLogIn = page.getByLabel('User ID or Email').or(page.getByText('Please log in to open this session.'))
  await expect(askedToLogIn).toBeVisible()
  if (await page.getByText('Please log in to open this session.').isVisible())
    await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByText('Your session has ended. Please log in again.')).toBeVisible()
  expect(await countRecordingChunks(page)).toBeGreaterThan(0)

  // Another member on this device is told what would be lost before anything is sent, and may keep it.
  await logIn(page, seededUsers.member.username, seededUsers.member.password)
  const warning = page.getByRole('alert').filter({ hasText: 'Another member’s work is waiting on this device' })
  await expect(warning).toContainText('1 take')
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByLabel('User ID or Email')).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('voice-acting.credentials'))).toBeNull()
  expect(await countRecordingChunks(page)).toBeGreaterThan(0)

  // The owner signs in again: the take goes up once.
  await page.getByLabel('User ID or Email').fill('')
  await logIn(page, email, password)
  await expect(page.getByRole('button', { name: /^Profile/ })).toBeVisible()
  await page.goto(`/session/${sessionId}`)
  await expect(studioLine(page, 'Can you hear me from there?')).toContainText('Uploaded')
  expect((await sessionOnServer(page, sessionId)).takes).toHaveLength(1)
  await elsewhere.dispose()
})

test('the profile editor lists the member’s signed-in devices and signs them out', async ({
  page,
  baseURL,
  browserName,
}) => {
  const email = await registerNewMember(page)
  const phone = await signInElsewhere(baseURL ?? '', email, firefoxOnAndroid)

  await page.getByRole('button', { name: /^Profile/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Profile' })
  const devices = dialog.getByRole('list', { name: 'Your signed-in devices' })
  const thisDevice = devices.getByRole('listitem').filter({ hasText: 'This device' })
  await expect(thisDevice).toContainText(browserName === 'firefox' ? 'Firefox on Linux' : 'Chrome on Linux')
  await expect(thisDevice).toContainText(/First seen .+ · Last used .+/)
  await expect(thisDevice.getByRole('button', { name: 'Sign out' })).toHaveCount(0)
  const phoneRow = devices.getByRole('listitem').filter({ hasText: 'Firefox on Android' })
  await phoneRow.getByRole('button', { name: 'Sign out' }).click()
  await expect(phoneRow).toHaveCount(0)
  const refused = await phone.elsewhere.get('/api/sign-ins', { headers: { Authorization: `Bearer ${phone.token}` } })
  expect(refused.status()).toBe(401)

  const others = await Promise.all([
    signInElsewhere(baseURL ?? '', email, firefoxOnAndroid),
    signInElsewhere(baseURL ?? '', email),
  ])
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await page.getByRole('button', { name: /^Profile/ }).click()
  await expect(devices.getByRole('listitem')).toHaveCount(3)
  await dialog.getByRole('button', { name: 'Sign out everywhere else' }).click()
  await expect(devices.getByRole('listitem')).toHaveCount(1)
  await expect(devices.getByRole('listitem')).toContainText('This device')
  await expect(dialog.getByRole('button', { name: 'Sign out everywhere else' })).toHaveCount(0)
  for (const other of [phone, ...others]) await other.elsewhere.dispose()
})
