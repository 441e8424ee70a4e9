// The profile feature: the editor's calls (credentials, profile, closing), the public profile by
// handle, and the photo and intro files (only when the server has a data folder).
import fastifyMultipart from '@fastify/multipart'
import type { FastifyInstance } from 'fastify'
import { profilesApi } from '../../contract/profiles'
import type { AppDeps } from '../deps'
import { route } from '../http/route'
import { takeUploadsDir } from '../takes/storage'
import { registerAccountRoutes } from '../users/account-routes'
import { registerProfileFileRoutes } from './file-routes'
import { multipartLimits, readProfileForm } from './profile-form'
import { findUserByHandle } from './queries'
import { createProfileFiles } from './storage'
import { updateProfile } from './update-profile'
import { profileFor } from './view'

export async function registerProfileRoutes(app: FastifyInstance, deps: AppDeps, dataDir: string | null): Promise<void> {
  const { db, now } = deps
  const files = dataDir ? createProfileFiles(dataDir) : null
  registerAccountRoutes(app, deps, { profileFiles: files, takeUploadsDir: dataDir ? takeUploadsDir(dataDir) : null })

  // Multipart bodies are parsed only in this scope: no other route accepts them.
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: multipartLimits })
    route(scope, profilesApi.profile, { guard: 'user' }, async ({ auth, request }) =>
      updateProfile(db, files, auth, await readProfileForm(request), now()),
    )
  })

  route(app, profilesApi.member, { guard: 'optional' }, async ({ params, auth }) =>
    profileFor(db, await findUserByHandle(db, params.handle.replace(/\s+/g, '')), auth?.userId ?? null, now()),
  )
  if (files) registerProfileFileRoutes(app, deps, files)
}
