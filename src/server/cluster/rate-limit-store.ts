// @fastify/rate-limit's store on PostgreSQL, so that every server process counts the same hits: a
// limit of 5 a minute stays 5 behind any number of processes. One upsert per limited request
// counts the hit and answers the count and the time left, starting a new window when the last one
// has ended (the plugin's own in-memory store does the same per process). Ended windows are
// deleted now and then; a stale row only costs space, since the upsert restarts it.
import type { FastifyRateLimitStore } from '@fastify/rate-limit'
import { lt, sql } from 'drizzle-orm'
import type { Database } from '../db/database'
import { rateLimitHits } from './schema'

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1]

export interface SharedRateLimitStore {
  /** The class @fastify/rate-limit's `store` option takes. */
  Store: new () => FastifyRateLimitStore
  /** Deletes rows whose window ended before `now`. */
  sweep(now: Date): Promise<void>
}

export async function countHit(
  db: Database,
  key: string,
  now: Date,
  windowMs: number,
): Promise<{ current: number; ttl: number }> {
  const ends = new Date(now.getTime() + windowMs)
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, hits: 1, expiresAt: ends })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`case when ${rateLimitHits.expiresAt} <= ${now} then 1 else ${rateLimitHits.hits} + 1 end`,
        expiresAt: sql`case when ${rateLimitHits.expiresAt} <= ${now} then ${ends} else ${rateLimitHits.expiresAt} end`,
      },
    })
    .returning({ hits: rateLimitHits.hits, expiresAt: rateLimitHits.expiresAt })
  if (!row) throw new Error('The rate-limit count was not returned.')
  return { current: row.hits, ttl: Math.max(0, row.expiresAt.getTime() - now.getTime()) }
}

export function sharedRateLimitStore(db: Database, now: () => Date): SharedRateLimitStore {
  // The plugin makes the store itself (`new Store(options)`), so the class closes over the database.
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    constructor(private readonly prefix = '') {}

    incr(key: string, callback: IncrCallback, timeWindow: number) {
      countHit(db, `${this.prefix}${key}`, now(), timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      )
    }

    // Each route counts on its own, as the in-memory store keeps one map per route.
    child(routeOptions: { method: string | string[]; url: string }) {
      return new PostgresRateLimitStore(`${String(routeOptions.method)} ${routeOptions.url} `)
    }
  }
  return {
    Store: class extends PostgresRateLimitStore {
      constructor() {
        super('')
      }
    },
    async sweep(at) {
      await db.delete(rateLimitHits).where(lt(rateLimitHits.expiresAt, at))
    },
  }
}
