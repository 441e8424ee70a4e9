import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { healthApi } from '#contract/health'
import type { AppDeps } from '../deps'
import { HttpError } from '../http/errors'
import { route } from '../http/route'

export function registerHealthRoutes(app: FastifyInstance, { db }: AppDeps): void {
  route(app, healthApi.health, { access: 'public' }, async () => {
    try {
      await db.execute(sql`select 1`)
    } catch {
      throw new HttpError(503, 'The database is not reachable.')
    }
    return { status: 'ok', database: 'ok' } as const
  })
}
