// Vouchers against the real app: the admin command's codes, redeemed once (also when ten members try
// one code at once), giving privileges that count from the redemption until the subscription expires.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { voucherMessages, type Subscription } from '#contract/subscriptions'
import type { User } from '#contract/users'
import { parseCommand } from '#server/admin/args'
import { runCommand } from '#server/admin/commands'
import { signInRequiredMessage } from '#server/auth/guard'
import { vouchers } from '#server/db/schema'
import { redeemRateLimit } from '#server/subscriptions/routes'
import { bearer, makeSignedInUser, signIn } from './support/factories'
import { startTestApp, type TestApp } from './support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const day = 24 * 60 * 60 * 1000
const codePattern = /^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/

/** Codes printed by `npm run admin -- create-vouchers …` (the command's own parsing and output). */
async function createVouchers(privileges: string, days: number, count: number): Promise<string[]> {
  const printed = await runCommand(
    t.db,
    parseCommand(['create-vouchers', '--privileges', privileges, '--days', String(days), '--count', String(count)]),
    t.clock.now(),
  )
  const [header, ...codes] = printed.split('\n')
  expect(header).toBe(
    `Created ${count} single-use voucher code${count === 1 ? '' : 's'} (${privileges.split(',').join(', ')} for ${days} day${days === 1 ? '' : 's'} from redemption):`,
  )
  return codes
}

const redeem = (token: string | null, code: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/subscriptions/redeem',
    payload: { code } as object,
    headers: token ? bearer(token) : {},
  })

const privilegesOf = async (member: { id: string; token: string }) =>
  (await t.app.inject({ url: `/api/users/${member.id}`, headers: bearer(member.token) })).json<User>().privileges

describe('npm run admin -- create-vouchers', () => {
  it('prints distinct codes without look-alikes, and stores only their hashes', async () => {
    const codes = await createVouchers('audio_library', 30, 25)
    expect(codes).toHaveLength(25)
    expect(new Set(codes).size).toBe(25)
    for (const code of codes) expect(code).toMatch(codePattern)
    const stored = JSON.stringify(await t.db.select().from(vouchers))
    for (const code of codes) {
      expect(stored).not.toContain(code)
      expect(stored).not.toContain(code.replaceAll('-', ''))
    }
  })

  it('refuses unknown privileges and bad counts', async () => {
    expect(() => parseCommand(['create-vouchers', '--privileges', 'superuser', '--days', '3', '--count', '1'])).toThrow(
      /Unknown privilege superuser/,
    )
    expect(() => parseCommand(['create-vouchers', '--privileges', 'draft', '--days', '3', '--count', '0'])).toThrow(
      /--count must be a whole number between 1 and 10000/,
    )
    expect(() => parseCommand(['create-vouchers', '--privileges', 'draft', '--days', 'x', '--count', '2'])).toThrow(
      /--days must be a whole number/,
    )
  })
})

describe('POST /api/subscriptions/redeem', () => {
  it('gives the privileges from now for the voucher’s days; they open the routes and then expire', async () => {
    const [code] = await createVouchers('audio_library,read_free_script', 10, 1)
    const member = await makeSignedInUser(t.app, t.db)
    expect((await t.app.inject({ url: '/api/audio-library', headers: bearer(member.token) })).statusCode).toBe(403)

    const res = await redeem(member.token, ` ${code!.toLowerCase().replaceAll('-', ' ')} `)
    expect(res.statusCode).toBe(201)
    const expiry = new Date(t.clock.now().getTime() + 10 * day)
    const subscription = res.json<Subscription>()
    expect(subscription.role).toEqual({
      name: 'read_free_script+audio_library',
      privileges: ['read_free_script', 'audio_library'],
    })
    expect(Math.abs(new Date(subscription.expiry).getTime() - expiry.getTime())).toBeLessThan(5000)
    expect(await privilegesOf(member)).toEqual(['read_free_script', 'audio_library'])
    expect((await t.app.inject({ url: '/api/audio-library', headers: bearer(member.token) })).statusCode).toBe(200)
    const listed = await t.app.inject({ url: '/api/subscriptions', headers: bearer(member.token) })
    expect(listed.json()).toEqual([subscription])

    t.clock.advance(10 * day + 60_000)
    try {
      // Expired: the privileges no longer count, on the server for every request.
      const { token } = await signIn(t.app, member)
      expect(await privilegesOf({ id: member.id, token })).toEqual([])
      expect((await t.app.inject({ url: '/api/audio-library', headers: bearer(token) })).statusCode).toBe(403)
    } finally {
      t.clock.advance(-(10 * day + 60_000))
    }
  })

  it('is single-use: a second member gets 409, an unknown code 404', async () => {
    const [code] = await createVouchers('draft', 5, 1)
    const first = await makeSignedInUser(t.app, t.db)
    const second = await makeSignedInUser(t.app, t.db)
    expect((await redeem(first.token, code)).statusCode).toBe(201)
    const used = await redeem(second.token, code)
    expect(used.statusCode).toBe(409)
    expect(used.json()).toEqual({ message: voucherMessages.usedCode })
    expect((await redeem(first.token, code)).statusCode).toBe(409)
    const unknown = await redeem(second.token, 'AAAA-BBBB-CCCC-DDDD')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ message: voucherMessages.unknownCode })
    expect(await privilegesOf(second)).toEqual([])
  })

  it('gives one code to exactly one of ten members redeeming it at once', async () => {
    const [code] = await createVouchers('show_metrics', 7, 1)
    const members = await Promise.all(Array.from({ length: 10 }, () => makeSignedInUser(t.app, t.db)))
    const answers = await Promise.all(members.map((member) => redeem(member.token, code)))
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, ...Array<number>(9).fill(409)])
    const winners = await Promise.all(members.map(privilegesOf))
    expect(winners.filter((privileges) => privileges.includes('show_metrics'))).toHaveLength(1)
  })

  it('needs a member, and answers bad input with 400 and a message', async () => {
    const visitor = await redeem(null, 'AAAA-BBBB-CCCC-DDDD')
    expect(visitor.statusCode).toBe(401)
    expect(visitor.json()).toEqual({ message: signInRequiredMessage })
    const member = await makeSignedInUser(t.app, t.db)
    for (const code of ['', '   ', 'x'.repeat(41), 42, null, { code: 'A' }]) {
      const res = await redeem(member.token, code)
      expect(res.statusCode, JSON.stringify(code)).toBe(400)
      expect(typeof res.json().message).toBe('string')
    }
  })

  it(`allows ${redeemRateLimit.max} attempts a minute per member, then 429`, async () => {
    const member = await makeSignedInUser(t.app, t.db)
    for (let i = 0; i < redeemRateLimit.max; i++)
      expect((await redeem(member.token, `WRNG-CODE-${String(i).padStart(4, '2')}-AAAA`)).statusCode).toBe(404)
    const refused = await redeem(member.token, 'WRNG-CODE-AAAA-AAAA')
    expect(refused.statusCode).toBe(429)
    // Another member behind the same address is not held up.
    const other = await makeSignedInUser(t.app, t.db)
    expect((await redeem(other.token, 'WRNG-CODE-AAAA-AAAA')).statusCode).toBe(404)
  })
})
