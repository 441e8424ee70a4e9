import type { FastifyInstance } from 'fastify'
import { newTakesPollOverlapMs, sessionsApi } from '#contract/sessions'
import type { AppDeps } from '../deps'
import { route } from '../http/route'
import { perMemberPerMinute } from '../http/rate-limits'
import { listTakes } from '../takes/queries'
import { chooseTake } from '../takes/service'
import { trimTake } from '../takes/trim'
import { answerFrom } from '../read-cache/cached-answer'
import { memberSession } from './access'
import { readSession } from './cached-read'
import { joinByShareLink } from './join'
import { createLink, listLinks, revokeLink } from './links'
import { openSessionForScript } from './open'
import { setSessionMusic } from './music'
import { setSessionTiming } from './timing'
import { listHistory, toSession } from './queries'
import { assignRoles, completeSession, reopenSession } from './service'

// Takes committing while a poll reads are caught by the next poll: the poll's time steps back
// this much, and the app keeps takes by id, so an overlap never shows one twice.
export function registerSessionRoutes(app: FastifyInstance, { db, now, rateLimits, reads }: AppDeps): void {
  route(app, sessionsApi.forScript, { access: 'signed-in' }, async ({ params, auth }) =>
    openSessionForScript(db, auth, params.id, now()),
  )

  route(app, sessionsApi.forShareLink, { access: 'signed-in' }, async ({ params, auth }) =>
    joinByShareLink(db, auth.userId, params.linkId, now()),
  )

  route(app, sessionsApi.history, { access: 'signed-in' }, async ({ query, auth }) =>
    listHistory(db, { userId: auth.userId, limit: query.limit, cursor: query.cursor }),
  )

  route(app, sessionsApi.get, { access: 'signed-in' }, async ({ params, auth, request, reply }) =>
    answerFrom(request, reply, await readSession(reads, db, params.id, auth.userId, request.arrivedAt)),
  )

  route(app, sessionsApi.takesSince, { access: 'signed-in' }, async ({ params, query, auth }) => {
    await memberSession(db, params.id, auth.userId)
    const overlapping = new Date(now().getTime() - newTakesPollOverlapMs).toISOString()
    const takes = await listTakes(db, params.id, query.after ? new Date(query.after) : undefined)
    // Nothing new: the same `after` next time, so the same answer, which the browser revalidates to a 304.
    return { takes, serverTime: query.after && takes.length === 0 ? query.after : overlapping }
  })

  route(app, sessionsApi.assignRoles, { access: 'signed-in', effect: 'changes' }, async ({ params, body, auth }) =>
    toSession(db, await assignRoles(db, params.id, auth.userId, body.assignments, now()), auth.userId),
  )

  route(app, sessionsApi.chooseTake, { access: 'signed-in', effect: 'changes' }, async ({ params, auth }) =>
    chooseTake(db, params.id, params.takeId, auth.userId, now()),
  )

  route(app, sessionsApi.trimTake, { access: 'signed-in', effect: 'changes' }, async ({ params, body, auth }) =>
    trimTake(db, params.id, params.takeId, auth.userId, body),
  )

  route(app, sessionsApi.complete, { access: 'signed-in', effect: 'changes' }, async ({ params, auth }) =>
    toSession(db, await completeSession(db, params.id, auth.userId, now()), auth.userId),
  )

  route(app, sessionsApi.reopen, { access: 'signed-in', effect: 'changes' }, async ({ params, auth }) =>
    toSession(db, await reopenSession(db, params.id, auth.userId, now()), auth.userId),
  )

  route(app, sessionsApi.links, { access: 'signed-in' }, async ({ params, auth }) =>
    listLinks(db, params.id, auth.userId),
  )

  route(
    app,
    sessionsApi.createLink,
    {
      access: 'signed-in',
      effect: 'creates',
      rateLimit: perMemberPerMinute('share-links', rateLimits.createPerMinute),
      status: 201,
    },
    async ({ params, body, auth }) => createLink(db, params.id, auth.userId, body, now()),
  )

  route(app, sessionsApi.revokeLink, { access: 'signed-in', effect: 'changes' }, async ({ params, auth }) => {
    await revokeLink(db, params.id, auth.userId, params.linkId, now())
  })

  route(app, sessionsApi.setMusic, { access: 'signed-in', effect: 'changes' }, async ({ params, body, auth }) =>
    setSessionMusic(db, {
      sessionId: params.id,
      userId: auth.userId,
      audioId: body.audioId,
      level: body.level,
      now: now(),
    }),
  )

  route(app, sessionsApi.setTiming, { access: 'signed-in', effect: 'changes' }, async ({ params, body, auth }) =>
    setSessionTiming(db, { sessionId: params.id, userId: auth.userId, timing: body, now: now() }),
  )
}
