import type { FastifyInstance, FastifyRequest } from 'fastify'
import { usersApi } from '#contract/users'
import { clearRefreshCookie, readRefreshCookie } from '../auth/cookie'
import { tooManyAttemptsMessage } from '../auth/failed-sign-ins'
import type { FeatureContext } from '../feature-context'
import { HttpError } from '../http/errors'
import { sessionEndedMessage } from '../sign-ins/refresh-tokens'
import { route } from '../http/route'
import { profileFor } from '../profiles/view'
import { registerAccountRoutes } from './account-routes'
import { wrongCodesFor } from '../classes/wrong-codes'
import { findUserById } from './queries'
import { answerWithNewSignIn, answerWithSession } from './session'
import { registerMember } from './register'
import { checkCredentials } from './service'

const minute = 60_000

/** Sign-in throttling key: one address guessing one account's password. */
const addressAndLogin = (request: FastifyRequest, login: string) => `${request.ip}|${login.toLowerCase()}`

/** `blobs` holds the member's files, removed when the account is closed (none without a store). */
export function registerUserRoutes(app: FastifyInstance, deps: FeatureContext): void {
  const { db, now } = deps
  registerAccountRoutes(app, deps, deps.blobs)
  const wrongCodes = wrongCodesFor(app, deps)

  route(
    app,
    usersApi.create,
    {
      access: 'public',
      effect: 'creates',
      status: 201,
      rateLimit: { max: deps.rateLimits.createPerMinute, timeWindow: minute },
    },
    async ({ body, request, reply }) => {
      const user = await registerMember(db, body, { wrongCodes, request, now: now() })
      return answerWithNewSignIn(deps, request, reply, user.id)
    },
  )

  const failedSignIns = deps.failedAttempts('sign-in', deps.rateLimits.failedSignInsPerMinute, minute)
  route(
    app,
    usersApi.authenticate,
    { access: 'public', effect: 'checks-secret', throttle: 'failed sign-ins per address and user ID' },
    async ({ body, request, reply }) => {
      const key = addressAndLogin(request, body.username)
      const wait = await failedSignIns.waitFor(key)
      if (wait > 0) throw new HttpError(429, tooManyAttemptsMessage(wait))
      let user
      try {
        user = await checkCredentials(db, body.username, body.password)
      } catch (error) {
        await failedSignIns.recordFailure(key)
        throw error
      }
      await failedSignIns.recordSuccess(key)
      return answerWithNewSignIn(deps, request, reply, user.id)
    },
  )

  route(app, usersApi.refreshToken, { access: 'public', effect: 'changes' }, async ({ request, reply }) => {
    const token = readRefreshCookie(request)
    if (!token) throw new HttpError(401, sessionEndedMessage)
    try {
      const { userId, signInId, next } = await deps.refreshTokens.refresh(token)
      return await answerWithSession(deps, request, reply, userId, { signInId, cookie: next })
    } catch (error) {
      // Only a refusal ends the cookie; a failure of ours (a busy database) must not sign anyone out.
      if (error instanceof HttpError && error.statusCode === 401) clearRefreshCookie(request, reply)
      throw error
    }
  })

  route(app, usersApi.signOut, { access: 'public', effect: 'changes' }, async ({ request, reply }) => {
    const token = readRefreshCookie(request)
    if (token) await deps.refreshTokens.end(token)
    clearRefreshCookie(request, reply)
  })

  // Open: /profile/{userId} is a public page; visibility is applied per viewer.
  route(app, usersApi.get, { access: 'optional' }, async ({ params, auth }) =>
    profileFor(db, await findUserById(db, params.id), auth?.userId ?? null, now()),
  )
}
