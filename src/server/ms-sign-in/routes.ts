// Work or school sign-in. The app asks /api/auth/ms/config whether it is on, gets a nonce, and
// sends the browser through Microsoft (MSAL, redirect flow); MSAL hands the ID token back to the
// app, which form-POSTs it to /auth/ms/login. Success: the refresh cookie, then 303 to `/`, whose
// start-up refresh opens the session. Refusal: 303 to /auth/ms/login?error=…, which the app shows.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { msSignInApi, msSignInPages } from '#contract/ms-sign-in'
import type { MicrosoftSettings } from '../config'
import type { FeatureContext } from '../feature-context'
import { HttpError } from '../http/errors'
import { rawRoute, route } from '../http/route'
import { clearRefreshCookie, setRefreshCookie } from '../auth/cookie'
import { deviceLabel } from '../sign-ins/device-label'
import { acceptFormBodies, formBodyLimit } from './form-body'
import { signInWithIdToken } from './sign-in'
import { clearNonceCookie, issueNonce, readNonceCookie, setNonceCookie } from './sign-in-nonces'
import { SignInRefusedError } from './sign-in-refused'
import { createTenantMetadata, MetadataUnavailableError, type TenantMetadata } from './tenant-metadata'

const minute = 60_000
export const msSignInOffMessage = 'Microsoft sign-in is not set up on this server.'

const loginForm = z.object({
  id_token: z
    .string({ error: 'The sign-in form has no ID token.' })
    .regex(/^[\w-]+\.[\w-]+\.[\w-]+$/, 'The sign-in form has no ID token.'),
})

export function registerMicrosoftSignInRoutes(app: FastifyInstance, deps: FeatureContext): void {
  const { db, now } = deps
  const settings = deps.settings.microsoft
  const metadata = settings ? createTenantMetadata(settings) : null

  route(app, msSignInApi.config, { access: 'public' }, async () =>
    settings
      ? { enabled: true, clientId: settings.clientId, authority: `${settings.authority}/${settings.tenant}` }
      : { enabled: false, clientId: null, authority: null },
  )

  route(
    app,
    msSignInApi.nonce,
    { access: 'public', effect: 'creates', rateLimit: { max: deps.rateLimits.createPerMinute, timeWindow: minute } },
    async ({ request, reply }) => {
      if (!settings) throw new HttpError(404, msSignInOffMessage)
      const nonce = await issueNonce(db, now())
      setNonceCookie(request, reply, nonce)
      return { nonce }
    },
  )

  // Its own scope, so the form-body parser applies to this route only. Public: the ID token in the
  // form is the credential, checked against Microsoft's keys and a nonce of ours.
  void app.register(async (scope) => {
    acceptFormBodies(scope)
    // Creates a sign-in (and, the first time, a member): limited per address like registration.
    const limited = {
      effect: 'creates',
      rateLimit: { max: deps.rateLimits.createPerMinute, timeWindow: minute },
    } as const
    rawRoute(
      scope,
      { method: 'POST', url: msSignInPages.login, access: 'public', bodyLimit: formBodyLimit, ...limited },
      async ({ request, reply }) => {
        if (!settings || !metadata) throw new HttpError(404, msSignInOffMessage)
        if (!isFormPost(request))
          throw new HttpError(415, 'Send the ID token as a form (application/x-www-form-urlencoded).')
        const form = loginForm.safeParse(request.body)
        if (!form.success)
          throw new HttpError(400, form.error.issues[0]?.message ?? 'The sign-in form has no ID token.')
        const nonceCookie = readNonceCookie(request)
        clearNonceCookie(request, reply)
        try {
          const tenant = await tenantMetadata(metadata)
          const userId = await signInWithIdToken(
            { db, settings, metadata: tenant, now: now() },
            { idToken: form.data.id_token, nonceCookie },
          )
          setRefreshCookie(
            request,
            reply,
            await deps.refreshTokens.issue(userId, deviceLabel(request.headers['user-agent'])),
          )
          return await reply.redirect('/', 303)
        } catch (error) {
          if (!(error instanceof SignInRefusedError)) throw error
          request.log.warn({ reason: error.reason }, error.message)
          return reply.redirect(`${msSignInPages.login}?error=${error.reason}`, 303)
        }
      },
    )
  })

  // Log Out has already ended the session through /api/users/signOut (the refresh cookie's path
  // keeps it from reaching this URL); here the cookie is dropped once more and Microsoft signs out.
  // Public: a page the browser is sent to, with no token; it only forgets.
  rawRoute(app, { method: 'GET', url: msSignInPages.logout, access: 'public' }, async ({ request, reply }) => {
    clearRefreshCookie(request, reply)
    const endSession = settings && metadata ? await endSessionUrl(request, settings, metadata) : null
    return reply.redirect(endSession ?? '/', 303)
  })
}

const isFormPost = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded')

async function tenantMetadata(metadata: () => Promise<TenantMetadata>): Promise<TenantMetadata> {
  try {
    return await metadata()
  } catch (error) {
    if (error instanceof MetadataUnavailableError) throw new SignInRefusedError('unavailable', error.message)
    throw error
  }
}

async function endSessionUrl(
  request: FastifyRequest,
  settings: MicrosoftSettings,
  metadata: () => Promise<TenantMetadata>,
): Promise<string | null> {
  let endpoint: string | undefined
  try {
    endpoint = (await metadata()).endSessionEndpoint
  } catch (error) {
    request.log.warn({ err: error }, 'Microsoft sign-out skipped')
    return null
  }
  if (!endpoint) return null
  const url = new URL(endpoint)
  url.searchParams.set('post_logout_redirect_uri', `${request.protocol}://${request.host}/`)
  // Lets Microsoft check the return address against the app registration.
  url.searchParams.set('client_id', settings.clientId)
  return url.toString()
}
