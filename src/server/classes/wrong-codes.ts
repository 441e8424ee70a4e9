// Guessing class codes must be slow: wrong codes are counted per member and per address (as failed
// sign-ins are: in memory, or in the database where processes share it), at POST /api/classes/join
// and at registration alike. The
// address allows more, since a whole classroom shares one and may copy a code wrongly from the board.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { tooManyAttemptsMessage, type FailedSignIns } from '../auth/failed-sign-ins'
import type { AppDeps } from '../deps'
import { HttpError } from '../http/errors'

const windowMs = 10 * 60_000
export const wrongCodesPerMember = 10
export const wrongCodesPerAddress = 100

export interface WrongCodes {
  /** 429 when this member or address has had too many wrong codes lately. */
  check(request: FastifyRequest, userId: string | null): Promise<void>
  record(request: FastifyRequest, userId: string | null): Promise<void>
}

interface Limiters {
  member: FailedSignIns
  address: FailedSignIns
}

const perApp = new WeakMap<FastifyInstance, Limiters>()

/** One count per app, shared by the join route and registration. */
export function wrongCodesFor(app: FastifyInstance, { failedAttempts }: Pick<AppDeps, 'failedAttempts'>): WrongCodes {
  let limiters = perApp.get(app)
  if (!limiters) {
    limiters = {
      member: failedAttempts('class-codes-per-member', wrongCodesPerMember, windowMs),
      address: failedAttempts('class-codes-per-address', wrongCodesPerAddress, windowMs),
    }
    perApp.set(app, limiters)
  }
  const { member, address } = limiters
  return {
    async check(request, userId) {
      const wait = Math.max(await address.waitFor(request.ip), userId ? await member.waitFor(userId) : 0)
      if (wait > 0) throw new HttpError(429, tooManyAttemptsMessage(wait))
    },
    async record(request, userId) {
      await address.recordFailure(request.ip)
      if (userId) await member.recordFailure(userId)
    },
  }
}
