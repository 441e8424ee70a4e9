import type { FastifyInstance } from 'fastify'
import { scriptsApi } from '#contract/scripts'
import type { AppDeps } from '../deps'
import { largeBodyLimit } from '../http/body-limits'
import { route } from '../http/route'
import { perMemberPerMinute } from '../http/rate-limits'
import { answerFrom } from '../read-cache/cached-answer'
import { readScript } from './cached-read'
import { listMemberScripts, listScripts } from './list'
import { createScript, removeScript, saveScript } from './service'

export function registerScriptRoutes(app: FastifyInstance, { db, now, templates, rateLimits, reads }: AppDeps): void {
  route(app, scriptsApi.list, { access: 'signed-in' }, async ({ query, auth }) =>
    listScripts(db, { userId: auth.userId, scope: query.scope, limit: query.limit, cursor: query.cursor }),
  )

  route(app, scriptsApi.ofMember, { access: 'optional' }, async ({ params, query, auth }) =>
    listMemberScripts(db, {
      viewerId: auth?.userId ?? null,
      ownerId: params.id,
      limit: query.limit,
      cursor: query.cursor,
    }),
  )

  route(
    app,
    scriptsApi.create,
    {
      access: 'signed-in',
      effect: 'creates',
      rateLimit: perMemberPerMinute('scripts', rateLimits.createPerMinute),
      status: 201,
      bodyLimit: largeBodyLimit,
    },
    async ({ body, auth, setStatus }) => {
      const { script, created } = await createScript(db, auth, body, {
        now: now(),
        templateExists: (id) => templates.get(id) !== undefined,
      })
      if (!created) setStatus(200)
      return script
    },
  )

  route(app, scriptsApi.get, { access: 'optional' }, async ({ params, auth, request, reply }) =>
    answerFrom(request, reply, await readScript(reads, db, params.id, auth, request.arrivedAt)),
  )

  route(
    app,
    scriptsApi.save,
    { access: 'signed-in', effect: 'changes', bodyLimit: largeBodyLimit },
    async ({ params, body, auth }) => saveScript(db, auth, params.id, body, now()),
  )

  route(app, scriptsApi.remove, { access: 'signed-in', effect: 'changes' }, async ({ params, auth }) => {
    await removeScript(db, auth, params.id)
  })
}
