// Contact Us against the real app: messages are stored and mailed to CONTACT_TO over real SMTP, a
// filled honeypot stores and mails nothing, 5 messages per 10 minutes per address, bad input 4xx.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contactLimits, contactMessages as texts, type ContactBody } from '#contract/contact'
import { contactMessages } from '#server/db/schema'
import { contactRateLimit } from '#server/contact/routes'
import { bearer, makeSignedInUser } from './support/factories'
import { startSmtpReceiver, type SmtpReceiver } from './support/smtp-receiver'
import { startTestApp, type TestApp } from './support/test-app'

const contactTo = 'team@voice.test'
let smtp: SmtpReceiver
let t: TestApp
let addresses = 0

beforeAll(async () => {
  smtp = await startSmtpReceiver()
  t = await startTestApp({ mail: { smtpUrl: smtp.url, from: 'Voice Acting <site@voice.test>' }, contactTo })
})
afterAll(async () => {
  await t.close()
  await smtp.close()
})

/** Each test sends from its own address, so the per-address limit is only met where it is tested. */
const newAddress = () => `10.0.0.${++addresses}`

const message = (overrides: Partial<ContactBody> = {}): ContactBody => ({
  name: 'Aroha Ngata',
  email: 'aroha@example.test',
  subject: 'Class accounts',
  message: 'Can my class of 30 use the app on shared tablets?',
  ...overrides,
})

const send = (payload: unknown, options: { address?: string; token?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: payload as object,
    remoteAddress: options.address ?? newAddress(),
    headers: options.token ? bearer(options.token) : {},
  })

const storedWith = (subject: string) => t.db.select().from(contactMessages).where(eq(contactMessages.subject, subject))

describe('POST /api/contact', () => {
  it('stores a visitor’s message and mails it to CONTACT_TO', async () => {
    const res = await send(message({ subject: 'Visitor question' }))
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ received: true })
    const mail = await smtp.nextMailTo(contactTo)
    expect(mail.subject).toBe('Contact: Visitor question')
    expect(mail.text).toContain('From: Aroha Ngata <aroha@example.test>')
    expect(mail.text).toContain('Member: not signed in')
    expect(mail.text).toContain('Can my class of 30 use the app on shared tablets?')
    await expect.poll(async () => (await storedWith('Visitor question'))[0]?.mailedAt).toBeInstanceOf(Date)
    const [row] = await storedWith('Visitor question')
    expect(row).toMatchObject({ name: 'Aroha Ngata', email: 'aroha@example.test', userId: null })
  })

  it('records a signed-in sender, and trims what was typed', async () => {
    const member = await makeSignedInUser(t.app, t.db)
    const res = await send(message({ name: '  Tama  ', subject: '  Member question ' }), { token: member.token })
    expect(res.statusCode).toBe(200)
    const mail = await smtp.nextMailTo(contactTo)
    expect(mail.text).toContain(`Member: ${member.id}`)
    const [row] = await storedWith('Member question')
    expect(row).toMatchObject({ name: 'Tama', userId: member.id })
  })

  it('answers a bot that filled the honeypot like anyone, and stores and mails nothing', async () => {
    const before = smtp.received.length
    const res = await send(message({ subject: 'Cheap pills', website: 'http://spam.example' }))
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ received: true })
    expect(await storedWith('Cheap pills')).toEqual([])
    // A later real message arrives, and the bot's never did.
    await send(message({ subject: 'After the bot' }))
    expect((await smtp.nextMailTo(contactTo)).subject).toBe('Contact: After the bot')
    expect(smtp.received.slice(before).map((mail) => mail.subject)).not.toContain('Contact: Cheap pills')
  })

  it('refuses bad input with 400 and a message, storing nothing', async () => {
    const cases: Array<[unknown, string]> = [
      [message({ name: '   ' }), texts.nameRequired],
      [message({ email: 'not an address' }), texts.email],
      [message({ subject: '' }), texts.subjectRequired],
      [message({ message: ' ' }), texts.messageRequired],
      [
        message({ message: 'x'.repeat(contactLimits.messageMax + 1) }),
        `At most ${contactLimits.messageMax} characters.`,
      ],
      [{ ...message(), name: 42 }, ''],
      [{}, ''],
    ]
    for (const [payload, text] of cases) {
      const res = await send(payload)
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400)
      expect(res.json().message).toContain(text)
    }
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
      remoteAddress: newAddress(),
    })
    expect(broken.statusCode).toBe(400)
  })

  it(`allows ${contactRateLimit.max} messages per 10 minutes from one address, then 429`, async () => {
    const address = newAddress()
    for (let i = 0; i < contactRateLimit.max; i++)
      expect((await send(message({ subject: `Burst ${i}` }), { address })).statusCode).toBe(200)
    const refused = await send(message({ subject: 'One too many' }), { address })
    expect(refused.statusCode).toBe(429)
    expect(refused.json().message).toMatch(/^Too many attempts/)
    expect(await storedWith('One too many')).toEqual([])
    expect((await send(message({ subject: 'Another address' }))).statusCode).toBe(200)
  })
})

describe('without CONTACT_TO', () => {
  it('stores the message and mails nothing', async () => {
    const quiet = await startTestApp({ mail: { smtpUrl: smtp.url, from: 'Voice Acting <site@voice.test>' } })
    try {
      const before = smtp.received.length
      const res = await quiet.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: message({ subject: 'Nobody to mail' }),
      })
      expect(res.statusCode).toBe(200)
      const rows = await quiet.db.select().from(contactMessages).where(eq(contactMessages.subject, 'Nobody to mail'))
      expect(rows).toHaveLength(1)
      expect(rows[0]!.mailedAt).toBeNull()
      await quiet.app.close()
      expect(smtp.received.length).toBe(before)
    } finally {
      await quiet.close()
    }
  })
})
