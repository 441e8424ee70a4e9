// The profile feature: the editor's profile call, the public profile by handle, and the photo and intro files (only when the server has a data folder).
import fastifyMultipart from '@fastify/multipart'
import type { FastifyInstance } from 'fastify'
import { profilesApi } from '#contract/profiles'
import type { FeatureContext } from '../feature-context'
import { route } from '../http/route'
import { perMemberPerMinute } from '../http/rate-limits'
import { registerProfileFileRoutes } from './file-routes'
import { multipartLimits, readProfileForm } from './profile-form'
import { updateProfile } from './update-profile'
import { answerFrom } from '../read-cache/cached-answer'
import { readProfile } from './cached-read'

export async function registerProfileRoutes(app: FastifyInstance, deps: FeatureContext): Promise<void> {
  const { db, now, blobs } = deps

  // Multipart bodies are parsed only in this scope: no other route accepts them.
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: multipartLimits })
    route(
      scope,
      profilesApi.profile,
      {
        access: 'signed-in',
        effect: 'creates',
        rateLimit: perMemberPerMinute('profile', deps.rateLimits.createPerMinute),
      },
      async ({ auth, request }) => updateProfile(db, blobs, auth, await readProfileForm(request), now()),
    )
  })

  route(app, profilesApi.member, { access: 'optional' }, async ({ params, auth, request, reply }) => {
    const handle = params.handle.replace(/\s+/g, '')
    const profile = await readProfile(deps.reads, db, handle, auth?.userId ?? null, now(), request.arrivedAt)
    return answerFrom(request, reply, profile)
  })
  if (blobs) registerProfileFileRoutes(app, deps, blobs)
}
