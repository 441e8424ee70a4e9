// Password reset over the real app with a real SMTP receiver on loopback: the codes are read
// from the mails the app sends (SMTP_URL set), as a member reads them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resetCodeTtlMs } from '#server/users/password-reset-codes'
import { resetLimits } from '#server/users/password-reset-routes'
import { makeUser, signIn, uniqueName } from './support/factories'
import { makeMailableUser, newAddress, resetCalls } from './support/password-reset'
import { resetCodeIn, startSmtpReceiver, type SmtpReceiver } from './support/smtp-receiver'
import { startTestApp, type TestApp } from './support/test-app'

let t: TestApp
let smtp: SmtpReceiver
let calls: ReturnType<typeof resetCalls>
beforeAll(async () => {
  smtp = await startSmtpReceiver()
  t = await startTestApp({ mail: { smtpUrl: smtp.url, from: 'Voice Acting <reset@voice.test>' } })
  calls = resetCalls(t.app)
})
afterAll(async () => {
  await t.close()
  await smtp.close()
})

const invalidCode = { message: 'This code is not valid. Check it, or ask for a new code.' }
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

async function codeFor(user: { username: string; email: string }, login = user.username): Promise<string> {
  const res = await calls.askCode(login)
  expect(res.statusCode).toBe(204)
  return resetCodeIn(await smtp.nextMailTo(user.email))
}

describe('password reset: the whole way', () => {
  it('mails a 6-digit code; verify accepts it; reset sets the password, which then signs in', async () => {
    const user = await makeMailableUser(t.db)
    const asked = await calls.askCode(user.username)
    expect(asked.statusCode).toBe(204)
    expect(asked.body).toBe('')
    const mail = await smtp.nextMailTo(user.email)
    expect(mail.subject).toBe('Your password reset code')
    expect(mail.raw).toMatch(/^From: Voice Acting <reset@voice\.test>$/m)
    expect(mail.text).toContain(user.username)
    const code = resetCodeIn(mail)

    expect((await calls.verify(user.username, code)).statusCode).toBe(204)
    expect((await calls.reset(user.username, code, '  new-secret  ')).statusCode).toBe(204)

    expect((await signIn(t.app, { username: user.username, password: 'new-secret' })).session.user.id).toBe(user.id)
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/users/authenticate',
      payload: { username: user.username, password: user.password },
    })
    expect(old.statusCode).toBe(401)
  })

  it('accepts the e-mail address instead of the user ID, in any case', async () => {
    const user = await makeMailableUser(t.db)
    const code = await codeFor(user, user.email.toUpperCase())
    expect((await calls.verify(user.email, code)).statusCode).toBe(204)
    expect((await calls.reset(user.username, code, 'via-email')).statusCode).toBe(204)
  })

  it('answers an unknown user exactly as a known one, and mails nobody', async () => {
    const user = await makeMailableUser(t.db)
    const unknown = `${uniqueName('nobody')}@example.test`
    const known = await calls.askCode(user.username)
    const stranger = await calls.askCode(unknown)
    const shape = (res: typeof known) => {
      const { date: _date, ...headers } = res.headers
      return { status: res.statusCode, body: res.body, headers }
    }
    expect(shape(stranger)).toEqual(shape(known))
    await smtp.nextMailTo(user.email)
    // A user without an e-mail address gets no code either, and the answer is the same.
    const noEmail = await makeUser(t.db, { username: uniqueName('plain') })
    expect(shape(await calls.askCode(noEmail.username))).toEqual(shape(known))
    // The next mail for our user arrives; nothing ever went to the stranger.
    await codeFor(user)
    expect(smtp.received.some((mail) => mail.to.includes(unknown))).toBe(false)
  })

  it('ends every sign-in of the user: old refresh tokens stop working, and the user is not signed in', async () => {
    const user = await makeMailableUser(t.db)
    const phone = await signIn(t.app, user)
    const laptop = await signIn(t.app, user)
    const code = await codeFor(user)
    const reset = await calls.reset(user.username, code, 'after-reset')
    expect(reset.statusCode).toBe(204)
    expect(reset.cookies).toEqual([])
    for (const cookie of [phone.refreshCookie, laptop.refreshCookie]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users/refresh-token',
        cookies: { refresh_token: cookie },
      })
      expect(res.statusCode).toBe(401)
    }
    // A new sign-in works and refreshes as usual.
    const fresh = await signIn(t.app, { username: user.username, password: 'after-reset' })
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/refresh-token',
      cookies: { refresh_token: fresh.refreshCookie },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json<{ user: { id: string } }>().user.id).toBe(user.id)
  })
})

describe('password reset: codes', () => {
  it('refuses a wrong code, and a code for an unknown user, with the same message', async () => {
    const user = await makeMailableUser(t.db)
    const code = await codeFor(user)
    for (const res of [
      await calls.verify(user.username, otherCode(code)),
      await calls.verify(uniqueName('nobody'), code),
      await calls.reset(user.username, otherCode(code), 'whatever-1'),
    ]) {
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual(invalidCode)
    }
    expect((await calls.verify(user.username, code)).statusCode).toBe(204)
  })

  it('refuses a code without a request for one', async () => {
    const user = await makeMailableUser(t.db)
    const res = await calls.verify(user.username, '123456')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual(invalidCode)
  })

  it('allows 5 wrong tries (verify and reset together), also across new codes; then even the right code is refused', async () => {
    const user = await makeMailableUser(t.db)
    const code = await codeFor(user)
    const wrong = otherCode(code)
    for (let i = 0; i < 3; i++) expect((await calls.verify(user.username, wrong)).statusCode).toBe(400)
    // Right codes in between do not use up tries.
    expect((await calls.verify(user.username, code)).statusCode).toBe(204)
    for (let i = 0; i < 2; i++) expect((await calls.reset(user.username, wrong, 'whatever-1')).statusCode).toBe(400)
    const worn = await calls.verify(user.username, code)
    expect(worn.statusCode).toBe(400)
    expect(worn.json()).toEqual(invalidCode)
    expect((await calls.reset(user.username, code, 'whatever-1')).statusCode).toBe(400)
    // Asking again while the worn code is live brings no fresh guesses…
    const again = await codeFor(user)
    expect((await calls.reset(user.username, again, 'whatever-2')).statusCode).toBe(400)
    // …a code asked for once that one has expired starts afresh.
    t.clock.advance(resetCodeTtlMs + 1000)
    const next = await codeFor(user)
    expect((await calls.reset(user.username, next, 'whatever-2')).statusCode).toBe(204)
  })

  it('counts parallel wrong tries exactly: of 8 at once, at most 5 are compared', async () => {
    const user = await makeMailableUser(t.db)
    const code = await codeFor(user)
    const guesses = await Promise.all(Array.from({ length: 8 }, () => calls.verify(user.username, otherCode(code))))
    expect(guesses.every((res) => res.statusCode === 400)).toBe(true)
    expect((await calls.verify(user.username, code)).statusCode).toBe(400)
  })

  it('expires a code after 15 minutes', async () => {
    const user = await makeMailableUser(t.db)
    const code = await codeFor(user)
    t.clock.advance(resetCodeTtlMs - 1000)
    expect((await calls.verify(user.username, code)).statusCode).toBe(204)
    t.clock.advance(2000)
    const res = await calls.reset(user.username, code, 'too-late')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual(invalidCode)
  })

  it('uses a code once: after a reset it is refused by verify and reset', async () => {
    const user = await makeMailableUser(t.db)
    const code = await codeFor(user)
    expect((await calls.reset(user.username, code, 'first-reset')).statusCode).toBe(204)
    expect((await calls.reset(user.username, code, 'second-reset')).json()).toEqual(invalidCode)
    expect((await calls.verify(user.username, code)).statusCode).toBe(400)
    expect((await signIn(t.app, { username: user.username, password: 'first-reset' })).session.user.id).toBe(user.id)
  })

  it('lets only one of two simultaneous resets with the same code succeed', async () => {
    const user = await makeMailableUser(t.db)
    const code = await codeFor(user)
    const results = await Promise.all([
      calls.reset(user.username, code, 'racer-one'),
      calls.reset(user.username, code, 'racer-two'),
    ])
    expect(results.map((res) => res.statusCode).sort()).toEqual([204, 400])
  })

  it('replaces the previous code when a new one is asked for', async () => {
    const user = await makeMailableUser(t.db)
    const first = await codeFor(user)
    const second = await codeFor(user)
    if (first !== second) expect((await calls.verify(user.username, first)).statusCode).toBe(400)
    expect((await calls.verify(user.username, second)).statusCode).toBe(204)
  })
})

describe('password reset: bad input', () => {
  const username = 'someone'
  it.each([
    ['code', {}, 'Username is required.'],
    ['code', { username: '   ' }, 'Please enter your user ID or email.'],
    ['code', { username: 42 }, 'Username must be text.'],
    ['code', { username: 'x'.repeat(300) }, 'Username must be at most 254 characters long.'],
    ['verify', { username }, 'Code is required.'],
    ['verify', { username, code: '12345' }, 'Please enter the 6-digit code from the e-mail.'],
    ['verify', { username, code: '1234567' }, 'Please enter the 6-digit code from the e-mail.'],
    ['verify', { username, code: '12a456' }, 'Please enter the 6-digit code from the e-mail.'],
    ['verify', { code: '123456' }, 'Username is required.'],
    ['reset', { username, code: '123456' }, 'Password is required.'],
    [
      'reset',
      { username, code: '123456', password: ' 12345 ' },
      'Your password needs to contain at least 6 characters.',
    ],
    ['reset', { username, code: '123456', password: 'p'.repeat(129) }, 'Password must be at most 128 characters long.'],
    ['reset', { username, code: 'abcdef', password: 'long-enough' }, 'Please enter the 6-digit code from the e-mail.'],
  ] as const)('%s %j → 400 %s', async (step, payload, message) => {
    const res = await calls.post(step, payload, newAddress())
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message })
  })

  it.each(['code', 'verify', 'reset'] as const)('%s refuses a body that is not a JSON object', async (step) => {
    for (const payload of ['[1,2]', 'not json', '"text"']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/users/password/${step}`,
        headers: { 'content-type': 'application/json' },
        payload,
      })
      expect(res.statusCode).toBe(400)
      expect(typeof res.json<{ message: string }>().message).toBe('string')
    }
  })

  it('trims the code and the password as the app sends them', async () => {
    const user = await makeMailableUser(t.db)
    const code = await codeFor(user)
    expect((await calls.verify(` ${user.username} `, ` ${code} `)).statusCode).toBe(204)
  })
})

describe('password reset: rate limits', () => {
  const tooMany = /^Too many attempts\. Please wait \d+ (seconds|minutes) and try again\.$/

  it(`mails at most ${resetLimits.codesPerLogin} codes per user ID in 15 minutes, known or not`, async () => {
    const user = await makeMailableUser(t.db)
    const unknown = uniqueName('nobody')
    for (const login of [user.username, unknown]) {
      for (let i = 0; i < resetLimits.codesPerLogin; i++) expect((await calls.askCode(login)).statusCode).toBe(204)
      const limited = await calls.askCode(login)
      expect(limited.statusCode).toBe(429)
      expect(limited.json<{ message: string }>().message).toMatch(tooMany)
    }
    for (let i = 0; i < resetLimits.codesPerLogin; i++) await smtp.nextMailTo(user.email)
    t.clock.advance(15 * 60_000 + 1000)
    await codeFor(user)
  })

  it(`takes at most ${resetLimits.codesPerAddress} code requests from one address in 15 minutes`, async () => {
    const address = newAddress()
    for (let i = 0; i < resetLimits.codesPerAddress; i++) {
      expect((await calls.askCode(uniqueName('nobody'), address)).statusCode).toBe(204)
    }
    const limited = await calls.askCode(uniqueName('nobody'), address)
    expect(limited.statusCode).toBe(429)
    expect(limited.json<{ message: string }>().message).toMatch(tooMany)
    expect((await calls.askCode(uniqueName('nobody'))).statusCode).toBe(204)
  })

  it(`takes at most ${resetLimits.wrongCodesPerAddress} wrong codes from one address in 15 minutes`, async () => {
    const address = newAddress()
    for (let i = 0; i < resetLimits.wrongCodesPerAddress; i++) {
      expect((await calls.verify(uniqueName('nobody'), '123456', address)).statusCode).toBe(400)
    }
    const user = await makeMailableUser(t.db)
    const code = await codeFor(user)
    const limited = await calls.verify(user.username, code, address)
    expect(limited.statusCode).toBe(429)
    expect(limited.json<{ message: string }>().message).toMatch(tooMany)
    expect((await calls.verify(user.username, code, newAddress())).statusCode).toBe(204)
  })
})
