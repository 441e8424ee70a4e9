// The pull's state: random, in an httpOnly cookie of the receiving site and in the addresses of the
// give and accept steps. Only the browser that started a pull can finish it, so a code sent to
// someone else's browser (login CSRF: "sign in as me") is refused.
import { randomBytes, timingSafeEqual } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { handOffPages, handOffStateTtlSeconds } from '#contract/hand-off'

const stateCookieName = 'hand_off_state'
const options = (request: FastifyRequest) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  path: handOffPages.accept,
  secure: request.protocol === 'https',
})

export function startState(request: FastifyRequest, reply: FastifyReply): string {
  const state = randomBytes(24).toString('base64url')
  reply.setCookie(stateCookieName, state, { ...options(request), maxAge: handOffStateTtlSeconds })
  return state
}

/** Whether `state` is the one this browser's pull started; the cookie is dropped either way. */
export function endState(request: FastifyRequest, reply: FastifyReply, state: string): boolean {
  const kept = request.cookies[stateCookieName]
  reply.clearCookie(stateCookieName, options(request))
  return kept !== undefined && kept.length === state.length && timingSafeEqual(Buffer.from(kept), Buffer.from(state))
}
