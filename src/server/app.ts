// Builds the Fastify app (not listening): plugins, the error model, then one folder per feature.
// start.ts and the tests both call buildApp, so tests run the very app users get.
import { randomBytes } from 'node:crypto'
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
import { sharedSecret } from './cluster/shared-secret'
import { defaultActivityRetentionDays, defaultSessionTokens, type Config } from './config'
import { loadContent } from './content/load-content'
import type { BlobStore } from './blobs/blob-store'
import { FolderBlobStore } from './blobs/folder-store'
import { scheduleTempFileCleanup } from './blobs/temp-files'
import type { Database, DatabaseHandle } from './db/database'
import type { AppDeps } from './deps'
import { registerMicrosoftSignInRoutes } from './ms-sign-in/routes'
import { registerActivityRoutes } from './activities/routes'
import { registerMetricsRoutes } from './metrics/routes'
import { scheduleActivityCleanup } from './activities/cleanup'
import { registerDraftRoutes } from './drafts/routes'
import { registerFriendRoutes } from './friends/routes'
import { registerMessageRoutes } from './messages/routes'
import { startNotificationPoll } from './notifications/poll-feed'
import { registerNotificationRoutes } from './notifications/routes'
import { registerClassRoutes } from './classes/routes'
import { registerChannelRoutes } from './channels/routes'
import { registerEpisodeRoutes } from './episodes/routes'
import { registerFeedRoutes } from './feeds/routes'
import { registerListeningRoutes } from './listening/routes'
import { registerPlaylistRoutes } from './playlists/routes'
import { registerHealthRoutes } from './health/routes'
import { registerAudioLibraryRoutes } from './audio-library/routes'
import { registerCertificateRoutes } from './certificates/routes'
import { registerContactRoutes } from './contact/routes'
import { registerEventRoutes } from './events/routes'
import { registerFreesoundRoutes } from './freesound/routes'
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
import { registerScriptLibraryRoutes } from './script-library/routes'
import { createMailer, defaultMailSettings } from './mail/mailer'
import { registerOpenApi, registerOpenApiRoute } from './openapi/routes'
import { registerPortfolioRoutes } from './portfolio/routes'
import { registerProfileRoutes } from './profiles/routes'
import { registerScriptRoutes } from './scripts/routes'
import { registerSessionRoutes } from './sessions/routes'
import { scheduleSignInCleanup } from './sign-ins/cleanup'
import { createRefreshTokens } from './sign-ins/refresh-tokens'
import { registerSignInRoutes } from './sign-ins/routes'
import { hasClientBuild, registerNotFound, registerStaticClient } from './static/routes'
import { registerSubscriptionRoutes } from './subscriptions/routes'
import { emptyTemplateCatalog } from './templates/catalog'
import { registerTakeAudioRoute } from './takes/audio-routes'
import { scheduleAbandonedUploadCleanup } from './takes/abandoned-uploads'
import { createTakeUploads } from './takes/upload-server'
import { registerTakeUploadRoutes } from './takes/upload-routes'
import { registerTemplateRoutes } from './templates/routes'
import { registerPasswordResetRoutes } from './users/password-reset-routes'
import { registerUserRoutes } from './users/routes'

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
  }
  app.decorateRequest('auth', null)
  app.decorate('authenticate', createAuthenticate(db, tokens, now))
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

  registerHealthRoutes(app, deps)
  // Every stored file lives in the blob store; without one there are none to serve or remove.
  const blobs = options.blobs ?? null
  const tempDir = options.tempDir ?? path.join(tmpdir(), 'voice-acting-incoming')
  if (blobs)
    scheduleTempFileCleanup(app, [tempDir, ...(blobs instanceof FolderBlobStore ? [blobs.incoming] : [])], now, app.log)
  registerUserRoutes(app, deps, blobs)
  registerSignInRoutes(app, deps)
  scheduleSignInCleanup(app, db, now, app.log)
  const mailer = createMailer(config.mail ?? defaultMailSettings, { db, log: app.log, now })
  registerPasswordResetRoutes(app, deps, mailer)
  registerContactRoutes(app, deps, { mailer, contactTo: config.contactTo })
  registerMicrosoftSignInRoutes(app, deps, config.microsoft ?? null)
  registerSubscriptionRoutes(app, deps)
  registerDraftRoutes(app, deps)
  registerScriptRoutes(app, deps)
  registerTemplateRoutes(app, deps)
  registerScriptLibraryRoutes(app, deps)
  registerSessionRoutes(app, deps)
  registerPortfolioRoutes(app, deps)
  registerFriendRoutes(app, deps)
  registerMessageRoutes(app, deps)
  registerNotificationRoutes(app, deps)
  registerClassRoutes(app, deps)
  await registerChannelRoutes(app, deps, blobs)
  await registerEpisodeRoutes(app, deps, blobs, tempDir)
  registerFeedRoutes(app, deps)
  registerPlaylistRoutes(app, deps)
  registerListeningRoutes(app, deps)
  await registerAudioLibraryRoutes(app, deps, blobs)
  const previewKey =
    config.freesound && options.sharedDatabase
      ? await sharedSecret(db, 'freesound-preview-links', () => randomBytes(32).toString('base64url'))
      : null
  registerFreesoundRoutes(app, deps, config.freesound ?? null, blobs ? { blobs, tempDir } : null, previewKey)
  registerEventRoutes(app, deps)
  await registerCertificateRoutes(app, deps, {
    signingKey: config.certificateSigningKey,
    dataDir: options.dataDir ?? null,
    shared: options.sharedDatabase ?? false,
  })
  registerActivityRoutes(app, deps)
  registerMetricsRoutes(app, deps)
  scheduleActivityCleanup(app, db, now, config.activityRetentionDays ?? defaultActivityRetentionDays, app.log)
  await registerProfileRoutes(app, deps, blobs)
  if (blobs) {
    await registerTakeUploadRoutes(
      app,
      createTakeUploads({ db, blobs, now, log: app.log }),
      config.rateLimits.createPerMinute,
    )
    scheduleAbandonedUploadCleanup(app, blobs, 'uploads', app.log)
    registerTakeAudioRoute(app, deps, blobs)
  }
  registerOpenApiRoute(app)

  if (distDir) await registerStaticClient(app, distDir)
  registerNotFound(app, distDir)
  return app
}
