import type { FastifyInstance } from 'fastify'
import { scriptLibraryApi } from '#contract/script-library'
import type { AppDeps } from '../deps'
import { route } from '../http/route'
import { listLibrary } from './queries'

export function registerScriptLibraryRoutes(app: FastifyInstance, { db }: AppDeps): void {
  // Open to all: previews only. Reading a free script in full goes through GET /api/scripts/:id.
  route(app, scriptLibraryApi.list, { access: 'public' }, async ({ query }) =>
    listLibrary(db, { ...query, free: query.free === undefined ? undefined : query.free === 'true' }),
  )
}
