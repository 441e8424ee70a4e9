// Contact Us in a real browser against a server that mails CONTACT_TO over real SMTP: a mistake is
// named under its field and nothing is sent; a message sent shows its confirmation, clears the form,
// and arrives as a mail; offline, nothing typed is lost.
import { expect } from '@playwright/test'
import { test } from './support/test'
import { contactMessages } from '#contract/contact'
import { startSmtpReceiver, type SmtpReceiver } from '../api/support/smtp-receiver'
import { startOwnServer, type OwnServer } from './support/own-server'

const contactTo = 'team@voice.test'
let smtp: SmtpReceiver
let server: OwnServer

test.beforeAll(async () => {
  smtp = await startSmtpReceiver()
  server = await startOwnServer({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Voice Acting <site@voice.test>',
    CONTACT_TO: contactTo,
  })
})
test.afterAll(async () => {
  await server?.close()
  await smtp?.close()
})

test('a visitor sends the contact form and the team gets the mail', async ({ page }) => {
  await page.goto(`${server.url}/contact`)
  await expect(page.getByRole('heading', { name: 'Contact Us', level: 1 })).toBeVisible()
  // The honeypot is there for bots, not for people or screen readers.
  await expect(page.getByRole('textbox', { name: 'Website' })).toHaveCount(0)

  await page.getByLabel('Name').fill('Aroha Ngata')
  await page.getByLabel('Email').fill('not an address')
  await page.getByLabel('Subject').fill('Shared tablets')
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByText(contactMessages.email)).toBeVisible()
  await expect(page.getByText(contactMessages.messageRequired)).toBeVisible()

  await page.getByLabel('Email').fill('aroha@example.test')
  await page.getByLabel('Message').fill('Can a class of 30 record on shared tablets?')
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByRole('status')).toHaveText(contactMessages.sent)
  await expect(page.getByLabel('Message')).toHaveValue('')
  await expect(page.getByLabel('Name')).toHaveValue('Aroha Ngata')

  const mail = await smtp.nextMailTo(contactTo)
  expect(mail.subject).toBe('Contact: Shared tablets')
  expect(mail.text).toContain('From: Aroha Ngata <aroha@example.test>')
  expect(mail.text).toContain('Can a class of 30 record on shared tablets?')
})

test('offline, the message waits on the page and nothing typed is lost', async ({ page, context }) => {
  // The device's chunk loads after the first paint; here the network drops before it arrives, as on
  // a train. A failed load offline must not reload the page (that would be a dead end, and lose the
  // text): it waits for the network.
  let deviceChunkLoads = 0
  let chunkRequested = () => {}
  const firstLoadStarted = new Promise<void>((resolve) => (chunkRequested = resolve))
  let releaseFirstLoad = () => {}
  const networkDropped = new Promise<void>((resolve) => (releaseFirstLoad = resolve))
  await page.route('**/assets/start-device-*.js', async (route) => {
    if (++deviceChunkLoads > 1) return route.continue()
    chunkRequested()
    await networkDropped
    return route.abort('internetdisconnected')
  })
  await page.goto(`${server.url}/contact`)
  await page.getByLabel('Name').fill('Tama')
  await page.getByLabel('Email').fill('tama@example.test')
  await page.getByLabel('Subject').fill('Offline')
  await page.getByLabel('Message').fill('Written on the train.')
  // The network drops while the chunk is on its way (waiting for its request keeps the order the
  // same on a slow machine, where the page may ask for it only after the form is filled).
  await firstLoadStarted
  await context.setOffline(true)
  releaseFirstLoad()
  await expect(page.getByRole('alert')).toContainText('You are offline')
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled()
  await context.setOffline(false)
  await expect(page.getByRole('button', { name: 'Send' })).toBeEnabled()
  await expect(page.getByLabel('Message')).toHaveValue('Written on the train.')
  await expect.poll(() => deviceChunkLoads).toBe(2)
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByRole('status')).toHaveText(contactMessages.sent)
  expect((await smtp.nextMailTo(contactTo)).subject).toBe('Contact: Offline')
})
