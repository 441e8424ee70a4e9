import type { FastifyInstance } from 'fastify'
import { draftsApi } from '#contract/drafts'
import type { AppDeps } from '../deps'
import { route } from '../http/route'
import { perMemberPerMinute } from '../http/rate-limits'
import { largeBodyLimit } from '../http/body-limits'
import { listDrafts, toDraft } from './queries'
import { createDraft, ownDraft, removeDraft, saveDraft, setArchived } from './service'

export function registerDraftRoutes(app: FastifyInstance, { db, now, rateLimits }: AppDeps): void {
  route(app, draftsApi.list, { access: 'signed-in' }, async ({ query, auth }) =>
    listDrafts(db, {
      ownerId: auth.userId,
      archived: query.archived === 'true',
      limit: query.limit,
      cursor: query.cursor,
    }),
  )

  route(
    app,
    draftsApi.create,
    {
      access: 'signed-in',
      effect: 'creates',
      rateLimit: perMemberPerMinute('drafts', rateLimits.createPerMinute),
      status: 201,
      bodyLimit: largeBodyLimit,
    },
    async ({ body, auth, setStatus }) => {
      const { draft, created } = await createDraft(db, auth.userId, body, now())
      if (!created) setStatus(200)
      return draft
    },
  )

  route(app, draftsApi.get, { access: 'signed-in' }, async ({ params, auth }) =>
    toDraft(await ownDraft(db, auth.userId, params.id)),
  )

  route(
    app,
    draftsApi.save,
    { access: 'signed-in', effect: 'changes', bodyLimit: largeBodyLimit },
    async ({ params, body, auth }) => saveDraft(db, auth.userId, params.id, body, now()),
  )

  route(app, draftsApi.archive, { access: 'signed-in', effect: 'changes' }, async ({ params, auth }) =>
    setArchived(db, auth.userId, params.id, true, now()),
  )
  route(app, draftsApi.restore, { access: 'signed-in', effect: 'changes' }, async ({ params, auth }) =>
    setArchived(db, auth.userId, params.id, false, now()),
  )

  route(app, draftsApi.remove, { access: 'signed-in', effect: 'changes' }, async ({ params, auth }) => {
    await removeDraft(db, auth.userId, params.id)
  })
}
