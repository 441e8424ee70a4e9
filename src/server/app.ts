// Builds the Fastify app (not listening): plugins, the error model, then one folder per feature.
// start.ts and the tests both call buildApp, so tests run the very app users get.
import { tmpdir } from 'node:os'
import path from 'node:path'
import fastifyCookie from '@fastify/cookie'
import fastifyEtag from '@fastify/etag'
import fastifyRateLimit from '@fastify/rate-limit'
import Fastify, { type FastifyInstance } from 'fastify'
import { serializerCompiler } from 'fastify-type-provider-zod'
import { createAccessTokens } from './auth/access-tokens'
import { createAuthenticate, createTokenAuthenticate } from './auth/guard'
import { createFailedSignIns, type FailedAttemptCounters } from './auth/failed-sign-ins'
import { sharedFailedAttempts, sweepFailedAttempts } from './cluster/failed-attempts'
import { sharedRateLimitStore } from './cluster/rate-limit-store'
import { defaultActivityRetentionDays, defaultSessionTokens, type Config } from './config'
import { loadContent } from './content/load-content'
import type { BlobStore } from './blobs/blob-store'
import { FolderBlobStore } from './blobs/folder-store'
import { scheduleTempFileCleanup } from './blobs/temp-files'
import type { Database, DatabaseHandle } from './db/database'
import type { AppDeps } from './deps'
import type { FeatureContext } from './feature-context'
import { serverFeatures } from './features'
import { recordArrivals } from './read-cache/arrival'
import { startReadCache } from './read-cache/row-changes'
import { startNotificationPoll } from './notifications/poll-feed'
import { jsonBodyLimit } from './http/body-limits'
import { registerCompression } from './http/compression'
import { refuseCrossSiteChanges } from './http/cross-site'
import { registerErrorHandler } from './http/errors'
import { briefRequestLog } from './http/request-log'
import { createInFlight } from './http/in-flight'
import { acceptEmptyJsonBodies } from './http/json-body'
import { requireDeclaredAccess } from './http/route-access'
import { requireDeclaredEffects } from './http/route-effects'
import { registerSecurityHeaders } from './http/security-headers'
import { refuseUnusableAddresses, validatorCompiler } from './http/validation'
import { createMailer, defaultMailSettings } from './mail/mailer'
import { registerOpenApi, registerOpenApiRoute } from './openapi/routes'
import { createRefreshTokens } from './sign-ins/refresh-tokens'
import { registerManifestRoute } from './static/manifest-route'
import { hasClientBuild, registerNotFound, registerStaticClient } from './static/routes'
import { emptyTemplateCatalog } from './templates/catalog'

export interface BuildAppOptions {
  /** Without `mail`, mails go to the log and the outbox table. */
  config: Pick<Config, 'logLevel' | 'trustProxy' | 'rateLimits'> &
    Partial<Pick<Config, 'sessionTokens' | 'activityRetentionDays' | 'contactTo' | 'certificateSigningKey'>> & {
      mail?: Config['mail']
      microsoft?: Config['microsoft']
      freesound?: Config['freesound']
    }
  db: Database
  jwtSecret: string
  /** Built client to serve; `null` serves none. Ignored when it holds no index.html. */
  distDir?: string | null
  /** The clock for token and subscription expiry (tests move it). */
  now?: () => Date
  /** Folder with templates/ and library/ (Fountain files), loaded into the (migrated) database
   *  and memory here; `null` or unset: no templates and no library. */
  contentDir?: string | null
  /** The data folder (`DATA_DIR`), where keys generated at first start are kept (certificates). */
  dataDir?: string | null
  /** Where every stored file lives (takes, photos, intros, artwork, episode and library audio).
   *  Unset: no files are stored or served (tools that only need the API's other parts). */
  blobs?: BlobStore | null
  /** Where received files wait while they are checked, before they go into `blobs` (DATA_DIR/tmp);
   *  unset: a folder in the system's temporary folder. */
  tempDir?: string
  /** The database's LISTEN, which keeps the notification poll of every process on this database in
   *  step. Required even for one process: only what it hears after the writer commits makes a count
   *  read during the writer's transaction right again (poll-feed.ts). */
  listen: DatabaseHandle['listen']
  /** Other processes may serve this database too (PostgreSQL): rate limits are counted in it and
   *  generated keys are kept in it, so every process counts and signs alike. Unset (PGlite, where
   *  one process holds the database): counts in memory, keys in the data folder. */
  sharedDatabase?: boolean
}

/** How often ended rate-limit windows are deleted from the shared table. */
const rateLimitSweepMs = 10 * 60 * 1000

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db, jwtSecret, now = () => new Date() } = options
  const distDir = options.distDir && hasClientBuild(options.distDir) ? options.distDir : null

  const app = Fastify({
    // Neither a host name nor a process id on each line; requests in one short line (request-log.ts).
    logger: { level: config.logLevel, base: null },
    logController: briefRequestLog(),
    trustProxy: config.trustProxy,
    bodyLimit: jsonBodyLimit,
  })
  // First, so it sees every route: the app refuses to start with one that declares no access.
  requireDeclaredAccess(app)
  requireDeclaredEffects(app)
  app.decorate('inFlight', createInFlight())
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  registerErrorHandler(app)
  registerSecurityHeaders(app, { microsoftAuthority: config.microsoft?.authority })
  refuseCrossSiteChanges(app)
  refuseUnusableAddresses(app)
  acceptEmptyJsonBodies(app)

  const sessionTokens = config.sessionTokens ?? defaultSessionTokens
  const tokens = createAccessTokens(jwtSecret, now, sessionTokens.accessTokenTtlSeconds)
  const refreshTokens = createRefreshTokens(db, jwtSecret, now, sessionTokens)
  const { templates } = options.contentDir
    ? await loadContent(db, options.contentDir, app.log, now())
    : { templates: emptyTemplateCatalog }
  const notificationPoll = await startNotificationPoll(db, options.listen)
  app.addHook('onClose', () => notificationPoll.close())
  const reads = await startReadCache(options.listen, { now: () => now().getTime() })
  app.addHook('onClose', () => reads.close())
  const failedAttempts: FailedAttemptCounters = options.sharedDatabase
    ? sharedFailedAttempts(db, now)
    : (_scope, limit, windowMs) => createFailedSignIns(limit, windowMs, now)
  const deps: AppDeps = {
    db,
    tokens,
    refreshTokens,
    now,
    rateLimits: config.rateLimits,
    failedAttempts,
    templates,
    notificationPoll: notificationPoll.cache,
    reads: reads.cache,
  }
  recordArrivals(app)
  app.decorateRequest('auth', null)
  app.decorate('authenticate', createAuthenticate(db, reads.cache, tokens, now))
  app.decorate('authenticateToken', createTokenAuthenticate(tokens, now))

  await app.register(fastifyCookie)
  // ETags let the service worker tell a changed read from an unchanged one (and spare re-downloads).
  await app.register(fastifyEtag, { weak: true })
  await registerCompression(app)
  const sharedLimits = options.sharedDatabase ? sharedRateLimitStore(db, now) : null
  if (sharedLimits) {
    const sweep = async () => (await sharedLimits.sweep(now()), await sweepFailedAttempts(db, now()))
    const sweeper = setInterval(
      () => void sweep().catch((error: unknown) => app.log.warn({ error }, 'rate-limit sweep failed')),
      rateLimitSweepMs,
    )
    sweeper.unref()
    app.addHook('onClose', () => clearInterval(sweeper))
  }
  await app.register(fastifyRateLimit, {
    global: false,
    ...(sharedLimits ? { store: sharedLimits.Store } : {}),
    // After body parsing, so sign-in can be limited per IP and user ID.
    hook: 'preHandler',
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many attempts. Please wait ${context.after} and try again.`,
    }),
  })
  await registerOpenApi(app)

  // Every stored file lives in the blob store; without one there are none to serve or remove.
  const blobs = options.blobs ?? null
  const tempDir = options.tempDir ?? path.join(tmpdir(), 'voice-acting-incoming')
  if (blobs)
    scheduleTempFileCleanup(app, [tempDir, ...(blobs instanceof FolderBlobStore ? [blobs.incoming] : [])], now, app.log)
  const context: FeatureContext = {
    ...deps,
    blobs,
    tempDir,
    mailer: createMailer(config.mail ?? defaultMailSettings, { db, log: app.log, now }),
    settings: {
      contactTo: config.contactTo,
      microsoft: config.microsoft ?? null,
      freesound: config.freesound ?? null,
      certificateSigningKey: config.certificateSigningKey,
      activityRetentionDays: config.activityRetentionDays ?? defaultActivityRetentionDays,
    },
    dataDir: options.dataDir ?? null,
    sharedDatabase: options.sharedDatabase ?? false,
  }
  for (const register of serverFeatures) await register(app, context)
  registerOpenApiRoute(app)

  // Each host's own manifest, ahead of the build's file (the main site's).
  registerManifestRoute(app)
  if (distDir) await registerStaticClient(app, distDir)
  registerNotFound(app, distDir)
  return app
}
