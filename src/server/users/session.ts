import type { FastifyReply, FastifyRequest } from 'fastify'
import type { SessionResponse } from '#contract/users'
import type { AccessTokens } from '../auth/access-tokens'
import { setRefreshCookie } from '../auth/cookie'
import type { Database } from '../db/database'
import { HttpError } from '../http/errors'
import type { IssuedRefreshToken } from '../sign-ins/refresh-tokens'
import { deviceLabel } from '../sign-ins/device-label'
import { loadUser } from './queries'

/** Sign-in, registration and refresh all end here: set the refresh cookie when it is new, answer `{user, token}`. */
export async function answerWithSession(
  deps: { db: Database; tokens: AccessTokens; now: () => Date },
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  signIn: { signInId: string; cookie: IssuedRefreshToken | null },
): Promise<SessionResponse> {
  const user = await loadUser(deps.db, userId, deps.now())
  if (!user) throw new HttpError(401, 'This user does not exist.')
  if (signIn.cookie) setRefreshCookie(request, reply, signIn.cookie)
  return { user, token: await deps.tokens.sign(userId, signIn.signInId) }
}

/** A new sign-in on the device the request came from, answered as a session. */
export async function answerWithNewSignIn(
  deps: {
    db: Database
    tokens: AccessTokens
    now: () => Date
    refreshTokens: { issue(userId: string, device: string): Promise<IssuedRefreshToken> }
  },
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
): Promise<SessionResponse> {
  const cookie = await deps.refreshTokens.issue(userId, deviceLabel(request.headers['user-agent']))
  return answerWithSession(deps, request, reply, userId, { signInId: cookie.signInId, cookie })
}
