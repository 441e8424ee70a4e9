import type { FastifyReply, FastifyRequest } from 'fastify'
import type { SessionResponse } from '../../contract/users'
import type { AccessTokens } from '../auth/access-tokens'
import { setRefreshCookie } from '../auth/cookie'
import type { IssuedRefreshToken } from '../auth/refresh-tokens'
import type { Database } from '../db/database'
import { HttpError } from '../http/errors'
import { loadUser } from './queries'

/** Sign-in, registration and refresh all end here: set the refresh cookie, answer `{user, token}`. */
export async function answerWithSession(
  deps: { db: Database; tokens: AccessTokens; now: () => Date },
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  refresh: IssuedRefreshToken,
): Promise<SessionResponse> {
  const user = await loadUser(deps.db, userId, deps.now())
  if (!user) throw new HttpError(401, 'This user does not exist.')
  setRefreshCookie(request, reply, refresh)
  return { user, token: await deps.tokens.sign(userId) }
}
