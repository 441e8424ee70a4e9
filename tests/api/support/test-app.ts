// The real app on a fresh database, for one test file, with a clock the test can move.
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '#server/app'
import type { BlobStore } from '#server/blobs/blob-store'
import { openBlobStore } from '#server/blobs/open-blob-store'
import {
  defaultSessionTokens,
  type FreesoundSettings,
  type MailSettings,
  type MicrosoftSettings,
  type RateLimits,
  type SessionTokenSettings,
} from '#server/config'
import { defaultContentDir } from '#server/content/content-files'
import type { Database, DatabaseHandle } from '#server/db/database'
import { createTestDatabase, type TestDatabase } from './test-database'

/** The secret the test apps sign access tokens with. */
export const testJwtSecret = 'test-secret-test-secret-test-secret-0123'

export interface TestClock {
  now(): Date
  advance(ms: number): void
}

export interface TestApp {
  app: FastifyInstance
  db: Database
  database: TestDatabase
  clock: TestClock
  close(): Promise<void>
}

export interface TestAppOptions {
  rateLimits?: Partial<RateLimits>
  /** Activity records older than this many days are deleted at start; default 400. */
  activityRetentionDays?: number
  distDir?: string | null
  trustProxy?: boolean
  /** Templates and library scripts to load, as `npm start` does; default: the repository's content/. */
  contentDir?: string | null
  /** Data folder (generated keys; stored files in its `blobs` unless `blobs` is given); unset: no
   *  files are stored or served. */
  dataDir?: string | null
  /** The blob store; unset: a folder store in `dataDir/blobs` when there is a `dataDir`. */
  blobs?: BlobStore | null
  /** SMTP settings; unset: mails go to the outbox table (and the silent log). */
  mail?: MailSettings
  /** Freesound settings (pointing at the local stand-in); unset: Freesound is not configured. */
  freesound?: FreesoundSettings
  /** Where Contact Us mails go; unset: messages are only stored. */
  contactTo?: string
  /** Certificates' Ed25519 key (PKCS #8 PEM); unset: generated in `dataDir` (or kept in memory without one). */
  certificateSigningKey?: string
  /** Microsoft sign-in settings (pointing at a local issuer); unset: sign-in is off. */
  microsoft?: MicrosoftSettings
  /** Token lifetimes, the refresh grace and rotation age; unset: the defaults `npm start` uses. */
  sessionTokens?: Partial<SessionTokenSettings>
  /** The database's LISTEN, as `npm start` passes it; unset: the LISTEN of the test database that
   *  startTestApp opened for this `db`. */
  listen?: DatabaseHandle['listen']
  /** Rate limits and generated keys kept in the database, as `npm start` does on PostgreSQL; by
   *  default so when the tests run against PostgreSQL. */
  sharedDatabase?: boolean
}

export function createClock(): TestClock {
  let offset = 0
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms) => {
      offset += ms
    },
  }
}

/** Each test database's LISTEN, so that a second app over its `db` listens too (apps require it). */
const listenOf = new WeakMap<Database, DatabaseHandle['listen']>()

export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase()
  listenOf.set(database.handle.db, database.handle.listen)
  const clock = createClock()
  const app = await buildTestApp(database.handle.db, clock, { listen: database.handle.listen, ...options })
  return {
    app,
    db: database.handle.db,
    database,
    clock,
    async close() {
      await app.close()
      await database.drop()
    },
  }
}

/** The app over an existing database: a second "start-up" of the same installation. */
export async function buildTestApp(
  db: Database,
  clock: TestClock,
  options: TestAppOptions = {},
): Promise<FastifyInstance> {
  const listen = options.listen ?? listenOf.get(db)
  if (!listen) throw new Error('buildTestApp: pass `listen` for a database startTestApp did not open')
  const app = await buildApp({
    config: {
      logLevel: 'silent',
      trustProxy: options.trustProxy ?? false,
      // Loose by default so ordinary tests never trip them; rate-limit tests tighten them.
      rateLimits: {
        failedSignInsPerMinute: options.rateLimits?.failedSignInsPerMinute ?? 1000,
        createPerMinute: options.rateLimits?.createPerMinute ?? 1000,
        activityRequestsPerMinute: options.rateLimits?.activityRequestsPerMinute ?? 10_000,
      },
      ...(options.activityRetentionDays ? { activityRetentionDays: options.activityRetentionDays } : {}),
      ...(options.mail ? { mail: options.mail } : {}),
      ...(options.microsoft ? { microsoft: options.microsoft } : {}),
      ...(options.freesound ? { freesound: options.freesound } : {}),
      ...(options.contactTo ? { contactTo: options.contactTo } : {}),
      ...(options.certificateSigningKey ? { certificateSigningKey: options.certificateSigningKey } : {}),
      sessionTokens: { ...defaultSessionTokens, ...options.sessionTokens },
    },
    db,
    jwtSecret: testJwtSecret,
    distDir: options.distDir ?? null,
    now: clock.now,
    contentDir: options.contentDir === undefined ? defaultContentDir : options.contentDir,
    dataDir: options.dataDir ?? null,
    blobs:
      options.blobs !== undefined
        ? options.blobs
        : options.dataDir
          ? openBlobStore({ dataDir: options.dataDir })
          : null,
    ...(options.dataDir ? { tempDir: path.join(options.dataDir, 'tmp') } : {}),
    listen,
    sharedDatabase: options.sharedDatabase ?? Boolean(process.env.DATABASE_URL),
  })
  await app.ready()
  return app
}

/** Serves the app on a free loopback port, for tests that need real HTTP (tus clients, Range); its base URL. */
export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  if (!address || typeof address === 'string') throw new Error('no port')
  return `http://127.0.0.1:${address.port}`
}
