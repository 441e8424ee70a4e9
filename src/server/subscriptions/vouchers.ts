// Voucher codes: single-use, each giving a subscription of a set of privileges for N days from the
// day it is redeemed. Only SHA-256 of a code is stored, so the table alone redeems nothing. A code is
// taken by one UPDATE … WHERE redeemed_by IS NULL: of members redeeming one code at once, exactly one
// gets the row back, and the subscription is made in the same transaction.
import { createHash, randomInt } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import { joinCodeAlphabet } from '#contract/join-code'
import type { Privilege } from '#contract/privileges'
import { voucherMessages, type Subscription } from '#contract/subscriptions'
import type { Database } from '../db/database'
import { roles, subscriptions, vouchers } from '../db/schema'
import { HttpError } from '../http/errors'
import { canonicalPrivileges, findOrCreateRole } from '../roles/service'

const groups = 4
const groupLength = 4
const dayMs = 24 * 60 * 60 * 1000

/** 16 characters of 31 without look-alikes (about 79 bits), as `K7QF-M2XH-9RTW-CB4N`; randomInt is unbiased. */
export function newVoucherCode(): string {
  const characters = Array.from(
    { length: groups * groupLength },
    () => joinCodeAlphabet[randomInt(joinCodeAlphabet.length)],
  ).join('')
  return characters.match(new RegExp(`.{${groupLength}}`, 'g'))!.join('-')
}

/** What a member types: dashes and spaces ignored, lower case as upper case. */
export const normaliseVoucherCode = (code: string) => code.replace(/[\s-]+/g, '').toUpperCase()

export const voucherCodeHash = (code: string) => createHash('sha256').update(normaliseVoucherCode(code)).digest('hex')

export async function createVouchers(
  db: Database,
  input: { privileges: readonly Privilege[]; days: number; count: number },
): Promise<string[]> {
  const role = await findOrCreateRole(db, input.privileges)
  const codes = Array.from({ length: input.count }, newVoucherCode)
  await db.transaction(async (tx) => {
    for (let start = 0; start < codes.length; start += 500) {
      const batch = codes.slice(start, start + 500)
      await tx
        .insert(vouchers)
        .values(batch.map((code) => ({ codeHash: voucherCodeHash(code), roleId: role.id, days: input.days })))
    }
  })
  return codes
}

export async function redeemVoucher(db: Database, userId: string, code: string, now: Date): Promise<Subscription> {
  const codeHash = voucherCodeHash(code)
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .update(vouchers)
      .set({ redeemedBy: userId, redeemedAt: now })
      .where(and(eq(vouchers.codeHash, codeHash), isNull(vouchers.redeemedAt)))
      .returning({ roleId: vouchers.roleId, days: vouchers.days })
    if (!taken) {
      const [known] = await tx.select({ id: vouchers.id }).from(vouchers).where(eq(vouchers.codeHash, codeHash))
      throw known ? new HttpError(409, voucherMessages.usedCode) : new HttpError(404, voucherMessages.unknownCode)
    }
    const expiresAt = new Date(now.getTime() + taken.days * dayMs)
    await tx.insert(subscriptions).values({ userId, roleId: taken.roleId, expiresAt, createdAt: now })
    const [role] = await tx
      .select({ name: roles.name, privileges: roles.privileges })
      .from(roles)
      .where(eq(roles.id, taken.roleId))
    if (!role) throw new Error('the voucher’s role is missing')
    return {
      role: { name: role.name, privileges: canonicalPrivileges(role.privileges) },
      expiry: expiresAt.toISOString(),
    }
  })
}
