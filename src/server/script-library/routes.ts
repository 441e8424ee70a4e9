import type { FastifyInstance } from 'fastify'
import { scriptLibraryApi } from '#contract/script-library'
import type { AppDeps } from '../deps'
import { route } from '../http/route'
import { answerFrom } from '../read-cache/cached-answer'
import { readLibraryPage } from './cached-read'

export function registerScriptLibraryRoutes(app: FastifyInstance, { db, reads }: AppDeps): void {
  // Open to all: previews only. Reading a free script in full goes through GET /api/scripts/:id.
  route(app, scriptLibraryApi.list, { access: 'public' }, async ({ query, request, reply }) => {
    const libraryQuery = { ...query, free: query.free === undefined ? undefined : query.free === 'true' }
    return answerFrom(request, reply, await readLibraryPage(reads, db, libraryQuery, request.arrivedAt))
  })
}
