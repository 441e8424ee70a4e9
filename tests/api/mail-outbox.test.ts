// Without SMTP_URL, mail goes to the log and the `mail_outbox` table: a fresh install can still
// reset a password. With an SMTP server that cannot be reached, the answer does not change.
import { Writable } from 'node:stream'
import { desc, eq } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '#server/config'
import { mailOutbox } from '#server/db/schema'
import { createOutboxMailer, outboxKeepMs } from '#server/mail/outbox-mailer'
import { signIn } from './support/factories'
import { makeMailableUser, resetCalls } from './support/password-reset'
import { resetCodeIn } from './support/smtp-receiver'
import { startTestApp, type TestApp } from './support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

async function outboxMailTo(to: string) {
  // The mail is written after the answer; wait for the row.
  for (let waited = 0; waited < 5000; waited += 20) {
    const [row] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, to))
      .orderBy(desc(mailOutbox.createdAt))
    if (row) return row
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`no outbox mail to ${to}`)
}

describe('mail without SMTP_URL', () => {
  it('keeps the reset mail in the outbox, and its code resets the password', async () => {
    const user = await makeMailableUser(t.db)
    const calls = resetCalls(t.app)
    expect((await calls.askCode(user.username)).statusCode).toBe(204)
    const mail = await outboxMailTo(user.email)
    expect(mail.subject).toBe('Your password reset code')
    const code = resetCodeIn({ text: mail.body })
    expect((await calls.reset(user.username, code, 'from-outbox')).statusCode).toBe(204)
    expect((await signIn(t.app, { username: user.username, password: 'from-outbox' })).session.user.id).toBe(user.id)
  })

  it('writes the mail to the log and forgets outbox mails older than a day', async () => {
    const lines: string[] = []
    const log = pino(
      { level: 'info' },
      new Writable({ write: (chunk: Buffer, _encoding, done) => (lines.push(chunk.toString()), done()) }),
    )
    const mailer = createOutboxMailer({ db: t.db, log, now: t.clock.now })
    await mailer.send({ to: 'old@example.test', subject: 'Old', text: 'An old mail.' })
    t.clock.advance(outboxKeepMs + 1000)
    await mailer.send({ to: 'new@example.test', subject: 'New', text: 'Code: 123456' })
    const recipients = (await t.db.select({ to: mailOutbox.recipient }).from(mailOutbox)).map((row) => row.to)
    expect(recipients).toContain('new@example.test')
    expect(recipients).not.toContain('old@example.test')
    const entry = JSON.parse(lines.at(-1) ?? '{}') as { mail?: unknown; msg?: string }
    expect(entry.mail).toEqual({ to: 'new@example.test', subject: 'New' })
    expect(entry.msg).toContain('Code: 123456')
  })
})

describe('mail with an SMTP server that cannot be reached', () => {
  it('still answers 204 (the failure is logged, not shown) and closes cleanly', async () => {
    const broken = await startTestApp({
      mail: { smtpUrl: 'smtp://127.0.0.1:9', from: 'Voice Acting <reset@voice.test>' },
    })
    try {
      const user = await makeMailableUser(broken.db)
      const res = await resetCalls(broken.app).askCode(user.username)
      expect(res.statusCode).toBe(204)
    } finally {
      await broken.close()
    }
  })
})

describe('mail settings', () => {
  it('reads SMTP_URL and MAIL_FROM', () => {
    expect(
      loadConfig({ SMTP_URL: 'smtps://user:pass@mail.example.com:465', MAIL_FROM: 'Studio <studio@example.com>' }).mail,
    ).toEqual({
      smtpUrl: 'smtps://user:pass@mail.example.com:465',
      from: 'Studio <studio@example.com>',
    })
    expect(loadConfig({ SMTP_URL: '', MAIL_FROM: 'studio@example.com' }).mail).toEqual({
      smtpUrl: undefined,
      from: 'studio@example.com',
    })
  })

  it.each([
    [{ SMTP_URL: 'http://mail.example.com' }, 'Invalid setting SMTP_URL: must be an smtp:// or smtps:// URL'],
    [{ SMTP_URL: 'smtp://' }, 'Invalid setting SMTP_URL: must be an smtp:// or smtps:// URL'],
    [
      { MAIL_FROM: 'nobody' },
      'Invalid setting MAIL_FROM: must be an address, e.g. Voice Acting <no-reply@example.com>.',
    ],
  ])('fails fast naming the bad variable: %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message)
  })
})
