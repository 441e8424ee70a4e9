// POST /api/users/password/code, /verify and /reset (SPEC §4 and §7). Asking for a code answers
// 204 whether or not the account exists (and takes about as long); the mail goes out in the
// background. All three are throttled per client address, code requests per user ID too.
import type { FastifyInstance } from 'fastify'
import { usersApi } from '#contract/users'
import { tooManyAttemptsMessage, type FailedSignIns } from '../auth/failed-sign-ins'
import { hashPassword } from '../auth/passwords'
import type { FeatureContext } from '../feature-context'
import { HttpError } from '../http/errors'
import { route } from '../http/route'
import { createMailQueue } from '../mail/mail-queue'
import { checkResetCode, invalidCodeMessage, newResetCode, resetPassword, storeResetCode } from './password-reset-codes'
import { resetCodeMail } from './password-reset-mail'
import { findUserByLogin } from './queries'

const window = 15 * 60_000
export const resetLimits = {
  /** Codes mailed for one user ID per 15 minutes, whoever asks: keeps a mailbox from being flooded. */
  codesPerLogin: 5,
  /** Code requests from one client address per 15 minutes, for any user IDs. */
  codesPerAddress: 20,
  /** Wrong codes from one client address per 15 minutes, over all accounts. */
  wrongCodesPerAddress: 30,
} as const

async function throttle(counter: FailedSignIns, key: string): Promise<void> {
  const wait = await counter.waitFor(key)
  if (wait > 0) throw new HttpError(429, tooManyAttemptsMessage(wait))
}

export function registerPasswordResetRoutes(app: FastifyInstance, deps: FeatureContext): void {
  const { db, now, mailer } = deps
  const mail = createMailQueue(mailer, app.log)
  app.addHook('onClose', async () => {
    await mail.drain()
    mailer.close()
  })
  // The sign-in counter counts whatever is recorded: here every request, or every wrong code.
  const codesPerLogin = deps.failedAttempts('reset-codes-per-login', resetLimits.codesPerLogin, window)
  const codesPerAddress = deps.failedAttempts('reset-codes-per-address', resetLimits.codesPerAddress, window)
  const wrongCodes = deps.failedAttempts('reset-wrong-codes', resetLimits.wrongCodesPerAddress, window)

  route(
    app,
    usersApi.passwordCode,
    { access: 'public', effect: 'sends-mail', throttle: 'codes per address and per user ID (resetLimits)' },
    async ({ body, request }) => {
      const login = body.username.toLowerCase()
      await throttle(codesPerAddress, request.ip)
      await throttle(codesPerLogin, login)
      await codesPerAddress.recordFailure(request.ip)
      await codesPerLogin.recordFailure(login)
      const user = await findUserByLogin(db, body.username)
      const code = newResetCode()
      // Only accounts with a password and an address to mail to get a code; the others cost the same hash.
      if (!user?.email || !user.passwordHash) {
        await hashPassword(code)
        return
      }
      await storeResetCode(db, user.id, code, now())
      mail.send(resetCodeMail(user.email, user.username, code))
    },
  )

  async function checkCode(ip: string, username: string, code: string) {
    await throttle(wrongCodes, ip)
    try {
      return await checkResetCode(db, username, code, now())
    } catch (error) {
      if (error instanceof HttpError && error.message === invalidCodeMessage) await wrongCodes.recordFailure(ip)
      throw error
    }
  }

  route(
    app,
    usersApi.passwordVerify,
    { access: 'public', effect: 'checks-secret', throttle: 'wrong codes per address (resetLimits)' },
    async ({ body, request }) => {
      await checkCode(request.ip, body.username, body.code)
    },
  )

  route(
    app,
    usersApi.passwordReset,
    { access: 'public', effect: 'checks-secret', throttle: 'wrong codes per address (resetLimits)' },
    async ({ body, request }) => {
      const found = await checkCode(request.ip, body.username, body.code)
      await resetPassword(db, found, body.password, now())
    },
  )
}
