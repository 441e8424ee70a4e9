// A nonce is issued before each sign-in: the browser keeps it in an httpOnly cookie and sends it
// to Microsoft, which puts it into the ID token. The database keeps only its SHA-256, for 10
// minutes, and marks it used by the first token that presents it: a replayed token finds it used.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { and, eq, gt, isNull, lt } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type {} from '@fastify/cookie'
import type { Database } from '../db/database'
import { microsoftSignInNonces } from '../db/schema'

export const nonceTtlMs = 10 * 60_000
export const nonceCookieName = 'ms_nonce'
// Only the form POST to /auth/ms/login needs it.
const nonceCookiePath = '/auth/ms'

const hash = (nonce: string) => createHash('sha256').update(nonce).digest('hex')

export async function issueNonce(db: Database, now: Date): Promise<string> {
  const nonce = randomBytes(32).toString('base64url')
  // Expired nonces are of no use to anyone: clear them out as new ones are made.
  await db.delete(microsoftSignInNonces).where(lt(microsoftSignInNonces.expiresAt, now))
  await db
    .insert(microsoftSignInNonces)
    .values({ nonceHash: hash(nonce), expiresAt: new Date(now.getTime() + nonceTtlMs) })
  return nonce
}

/** True when the token's nonce is this browser's and had not been used nor expired; marks it used. */
export async function consumeNonce(
  db: Database,
  fromToken: string,
  fromCookie: string | undefined,
  now: Date,
): Promise<boolean> {
  if (!fromCookie || !sameText(fromToken, fromCookie)) return false
  const claimed = await db
    .update(microsoftSignInNonces)
    .set({ usedAt: now })
    .where(
      and(
        eq(microsoftSignInNonces.nonceHash, hash(fromToken)),
        isNull(microsoftSignInNonces.usedAt),
        gt(microsoftSignInNonces.expiresAt, now),
      ),
    )
    .returning({ id: microsoftSignInNonces.id })
  return claimed.length === 1
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

export function readNonceCookie(request: FastifyRequest): string | undefined {
  const value = request.cookies[nonceCookieName]
  return value && value.length <= 128 ? value : undefined
}

export function setNonceCookie(request: FastifyRequest, reply: FastifyReply, nonce: string): void {
  reply.setCookie(nonceCookieName, nonce, {
    httpOnly: true,
    // Lax is enough: the cookie is read by a same-site form POST from our own page.
    sameSite: 'lax',
    path: nonceCookiePath,
    secure: request.protocol === 'https',
    maxAge: nonceTtlMs / 1000,
  })
}

export function clearNonceCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(nonceCookieName, {
    httpOnly: true,
    sameSite: 'lax',
    path: nonceCookiePath,
    secure: request.protocol === 'https',
  })
}
