import type { FastifyInstance } from 'fastify'
import { signInsApi } from '#contract/sign-ins'
import type { AppDeps } from '../deps'
import { route } from '../http/route'
import { scheduleSignInCleanup } from './cleanup'
import { listSignIns, revokeOwnSignIn, revokeSignInsOf } from './service'

export function registerSignInRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  scheduleSignInCleanup(app, db, now, app.log)
  route(app, signInsApi.list, { access: 'signed-in' }, async ({ auth }) => ({
    entries: await listSignIns(db, auth.userId, auth.signInId, now()),
  }))

  route(app, signInsApi.end, { access: 'signed-in', effect: 'changes' }, async ({ auth, params }) => {
    await revokeOwnSignIn(db, auth.userId, params.id, now())
  })

  // With a token from before sign-ins were named there is no "this device": every sign-in ends.
  route(app, signInsApi.endOthers, { access: 'signed-in', effect: 'changes' }, async ({ auth }) => ({
    ended: await revokeSignInsOf(db, auth.userId, now(), auth.signInId ?? undefined),
  }))
}
