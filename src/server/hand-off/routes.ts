// The three steps of a pull (contract/hand-off.ts, decision 089). Full navigations: a refusal of a
// malformed address is a 400 with its message; a browser without a sign-in to give, or a code that
// is used up, simply comes back to its page signed out, which is what it was.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { z } from 'zod/mini'
import {
  handOffAcceptQuery,
  handOffGiveQuery,
  handOffMessages,
  handOffPages,
  handOffPullQuery,
} from '#contract/hand-off'
import { siblingSite, siteOfHost, siteOrigin } from '#shared/site-origins'
import { readRefreshCookie, setRefreshCookie } from '../auth/cookie'
import type { FeatureContext } from '../feature-context'
import { HttpError } from '../http/errors'
import { schedulePeriodicCleanup } from '../http/periodic-cleanup'
import { rawRoute } from '../http/route'
import { issueHandOffCode, removeExpiredHandOffCodes, takeHandOffCode } from './codes'
import { markSitesChecked, pullOnFirstPage } from './first-page'
import { endState, startState } from './state-cookie'

const minute = 60_000

function parsed<S extends z.ZodMiniType>(schema: S, query: unknown): z.output<S> {
  const result = schema.safeParse(query)
  if (!result.success) throw new HttpError(400, result.error.issues[0]?.message ?? 'This address is not complete.')
  return result.data
}

/** This request's site, and the origin of `site` beside it. */
function sites(request: FastifyRequest) {
  const protocol = `${request.protocol}:`
  return {
    here: siteOfHost(request.host),
    originOf: (site: Parameters<typeof siteOrigin>[2]) => siteOrigin(protocol, request.host, site),
    /** `back` when it is a page of one of the three sites; refused otherwise (no open redirect). */
    checkedBack(back: string) {
      if (siblingSite(protocol, request.host, new URL(back).origin) === null)
        throw new HttpError(400, handOffMessages.notSibling)
      return back
    },
  }
}

export function registerHandOffRoutes(app: FastifyInstance, deps: FeatureContext): void {
  const { db, now } = deps
  const limited = { rateLimit: { max: deps.rateLimits.createPerMinute, timeWindow: minute } }
  schedulePeriodicCleanup(app, app.log, {
    async run() {
      const codes = await removeExpiredHandOffCodes(db, now())
      return codes > 0 ? { removed: { codes }, message: 'Removed expired sign-in hand-off codes' } : null
    },
    failure: 'Could not remove expired sign-in hand-off codes',
  })

  pullOnFirstPage(app, now)

  // On the site that wants the sign-in.
  rawRoute(app, { method: 'GET', url: handOffPages.pull, access: 'public' }, async ({ request, reply }) => {
    const { from, back } = parsed(handOffPullQuery, request.query)
    const { here, originOf, checkedBack } = sites(request)
    if (from === here) throw new HttpError(400, handOffMessages.sameSite)
    const checked = checkedBack(back)
    markSitesChecked(request, reply, now())
    const query = new URLSearchParams({ to: here, state: startState(request, reply), back: checked })
    return reply.header('cache-control', 'no-store').redirect(`${originOf(from)}${handOffPages.give}?${query}`, 303)
  })

  // On the site that holds it: the refresh cookie (path /api/users) comes along.
  rawRoute(
    app,
    { method: 'GET', url: handOffPages.give, access: 'public', effect: 'creates', ...limited },
    async ({ request, reply }) => {
      const { to, state, back } = parsed(handOffGiveQuery, request.query)
      const { here, originOf, checkedBack } = sites(request)
      if (to === here) throw new HttpError(400, handOffMessages.sameSite)
      reply.header('cache-control', 'no-store')
      const token = readRefreshCookie(request)
      const signIn = token ? await deps.refreshTokens.refresh(token).catch(signedOut) : null
      if (!signIn) return reply.redirect(checkedBack(back), 303)
      if (signIn.next) setRefreshCookie(request, reply, signIn.next)
      const code = await issueHandOffCode(db, signIn, to, now())
      const query = new URLSearchParams({ code, state, back: checkedBack(back) })
      return reply.redirect(`${originOf(to)}${handOffPages.accept}?${query}`, 303)
    },
  )

  // Back on the site that wanted it.
  rawRoute(
    app,
    { method: 'GET', url: handOffPages.accept, access: 'public', effect: 'checks-secret', ...limited },
    async ({ request, reply }) => {
      const { code, state, back } = parsed(handOffAcceptQuery, request.query)
      const { here, checkedBack } = sites(request)
      reply.header('cache-control', 'no-store')
      if (!endState(request, reply, state)) throw new HttpError(403, handOffMessages.wrongState)
      const handed = await takeHandOffCode(db, code, here, now())
      const cookie = handed ? await deps.refreshTokens.join(handed.signInId, handed.userId).catch(signedOut) : null
      if (cookie) setRefreshCookie(request, reply, cookie)
      return reply.redirect(checkedBack(back), 303)
    },
  )
}

/** A refused refresh token or an ended sign-in: there is nothing to hand, which is no error. */
function signedOut(error: unknown): null {
  if (error instanceof HttpError && error.statusCode === 401) return null
  throw error
}
