// POST /api/users/credential and /api/users/delete: both need the signed-in member's current
// password; wrong passwords are counted per member, as sign-in counts them per address and user ID.
import type { FastifyInstance } from 'fastify'
import { profileMessages } from '#contract/profiles'
import { usersApi } from '#contract/users'
import { clearRefreshCookie } from '../auth/cookie'
import { tooManyAttemptsMessage } from '../auth/failed-sign-ins'
import type { AppDeps } from '../deps'
import { HttpError } from '../http/errors'
import { route } from '../http/route'
import type { BlobStore } from '../blobs/blob-store'
import { closeAccount, refuseSchoolAccounts } from './close-account'
import { changeCredentials, confirmClosing } from './credential'
import { loadUser } from './queries'
import { answerWithNewSignIn } from './session'

export function registerAccountRoutes(app: FastifyInstance, deps: AppDeps, blobs: BlobStore | null): void {
  const { db, now } = deps
  const wrongPasswords = deps.failedAttempts('wrong-password', deps.rateLimits.failedSignInsPerMinute, 60_000)
  async function counted<T>(userId: string, check: () => Promise<T>): Promise<T> {
    const wait = await wrongPasswords.waitFor(userId)
    if (wait > 0) throw new HttpError(429, tooManyAttemptsMessage(wait))
    try {
      return await check()
    } catch (error) {
      if (error instanceof HttpError && error.message === profileMessages.wrongPassword)
        await wrongPasswords.recordFailure(userId)
      throw error
    }
  }

  route(
    app,
    usersApi.credential,
    { access: 'signed-in', effect: 'checks-secret', throttle: 'wrong passwords per member' },
    async ({ body, auth, request, reply }) => {
      const { passwordChanged } = await counted(auth.userId, () => changeCredentials(db, auth.userId, body, now()))
      if (passwordChanged) return answerWithNewSignIn(deps, request, reply, auth.userId)
      const user = await loadUser(db, auth.userId, now())
      if (!user) throw new HttpError(401, 'Your session has ended. Please log in again.')
      return { user, token: await deps.tokens.sign(auth.userId, auth.signInId) }
    },
  )

  route(
    app,
    usersApi.delete,
    { access: 'signed-in', effect: 'checks-secret', throttle: 'wrong passwords per member' },
    async ({ body, auth, request, reply }) => {
      const row = await counted(auth.userId, async () => {
        await refuseSchoolAccounts(db, auth.userId, auth.privileges)
        return confirmClosing(db, auth.userId, body.password)
      })
      const login = body.username.toLowerCase()
      if (login !== row.username.toLowerCase() && login !== row.email)
        throw new HttpError(403, profileMessages.notYourAccount)
      await closeAccount(db, auth.userId, blobs)
      clearRefreshCookie(request, reply)
    },
  )
}
