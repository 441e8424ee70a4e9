// Every setting the server reads comes from the environment and is checked here once, at start-up,
// so a bad value stops the process with a message naming the variable instead of failing later.
import path from 'node:path'
import { z } from 'zod'
import { defaultAccessTokenTtlSeconds } from './auth/access-tokens'
import { defaultRefreshPolicy, type RefreshPolicy } from './sign-ins/refresh-tokens'

const wholeNumber = (min: number, max: number) =>
  z.coerce
    .number({ error: `must be a whole number between ${min} and ${max}` })
    .int(`must be a whole number between ${min} and ${max}`)
    .min(min, `must be a whole number between ${min} and ${max}`)
    .max(max, `must be a whole number between ${min} and ${max}`)

/** Requests to POST /api/activities/ per address and minute: a page of the app sends a batch at most
 *  every second or so, and a classroom behind one address has thirty devices. */
export const defaultActivityRequestsPerMinute = 600
export const defaultActivityRetentionDays = 400

export const defaultMailFrom = 'Voice Acting <no-reply@localhost>'
export const defaultMsAuthority = 'https://login.microsoftonline.com'
export const defaultFreesoundApiUrl = 'https://freesound.org/apiv2'

const envSchema = z.object({
  // 0 lets the system pick a free port (tests).
  PORT: wholeNumber(0, 65535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// connection URL')
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters long').optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('warn'),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  RATE_LIMIT_FAILED_SIGN_INS_PER_MINUTE: wholeNumber(1, 1_000_000).default(10),
  RATE_LIMIT_CREATE_PER_MINUTE: wholeNumber(1, 1_000_000).default(60),
  RATE_LIMIT_ACTIVITIES_PER_MINUTE: wholeNumber(1, 1_000_000).default(defaultActivityRequestsPerMinute),
  ACTIVITY_RETENTION_DAYS: wholeNumber(1, 100_000).default(defaultActivityRetentionDays),
  ACCESS_TOKEN_TTL_SECONDS: wholeNumber(10, 86_400).default(defaultAccessTokenTtlSeconds),
  REFRESH_REUSE_GRACE_SECONDS: wholeNumber(0, 3600).default(defaultRefreshPolicy.reuseGraceSeconds),
  REFRESH_ROTATE_AFTER_SECONDS: wholeNumber(0, 30 * 86_400).default(defaultRefreshPolicy.rotateAfterSeconds),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/?#]+/, 'must be an smtp:// or smtps:// URL, e.g. smtps://user:pass@mail.example.com:465')
    .optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .max(320, 'must be at most 320 characters long')
    .regex(
      /^[^@\s<>]+@[^@\s<>]+$|^[^<>]*<[^@\s<>]+@[^@\s<>]+>$/,
      'must be an address, e.g. Voice Acting <no-reply@example.com>',
    )
    .default(defaultMailFrom),
  MS_CLIENT_ID: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._-]{1,200}$/, 'must be the application (client) id, e.g. 00000000-0000-0000-0000-000000000000')
    .optional(),
  MS_TENANT: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9.-]{1,200}$/, 'must be a tenant id, a tenant domain or organizations')
    .refine(
      (value) => value.toLowerCase() !== 'consumers',
      'must not be consumers: only work or school accounts sign in',
    )
    .optional(),
  MS_AUTHORITY: z
    .string()
    .trim()
    .regex(/^https?:\/\/[^/?#]+(\/[^?#]*)?$/, 'must be an http(s) URL, e.g. https://login.microsoftonline.com')
    .transform((value) => value.replace(/\/+$/, ''))
    .default(defaultMsAuthority),
  FREESOUND_TOKEN: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{10,100}$/, 'must be a Freesound API key (letters and digits, from freesound.org/apiv2/apply)')
    .optional(),
  FREESOUND_API_URL: z
    .string()
    .trim()
    .regex(/^https?:\/\/[^/?#]+(\/[^?#]*)?$/, 'must be an http(s) URL, e.g. https://freesound.org/apiv2')
    .transform((value) => value.replace(/\/+$/, ''))
    .default(defaultFreesoundApiUrl),
  CONTACT_TO: z
    .string()
    .trim()
    .max(320, 'must be at most 320 characters long')
    .regex(/^[^@\s<>,]+@[^@\s<>,]+$/, 'must be one e-mail address, e.g. team@example.com')
    .optional(),
  CERTIFICATE_SIGNING_KEY: z
    .string()
    .trim()
    .regex(
      /^-----BEGIN PRIVATE KEY-----[\s\S]+-----END PRIVATE KEY-----$/,
      'must be an Ed25519 private key in PKCS #8 PEM (-----BEGIN PRIVATE KEY-----…)',
    )
    .optional(),
  S3_BUCKET: z
    .string()
    .trim()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens',
    )
    .optional(),
  S3_ENDPOINT: z
    .string()
    .trim()
    .regex(
      /^https?:\/\/[^/?#]+\/?$/,
      'must be an http(s) URL without a path, e.g. https://s3.eu-central-1.amazonaws.com',
    )
    .transform((value) => value.replace(/\/+$/, ''))
    .optional(),
  S3_REGION: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{2,40}$/, 'must be a region name, e.g. eu-central-1')
    .default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true' || value === '1')),
})

export interface Config {
  port: number
  host: string
  /** Absolute path of the data folder (PGlite files, the generated JWT secret, later blobs). */
  dataDir: string
  /** PostgreSQL connection URL; when absent the embedded PGlite database in `dataDir/db` is used. */
  databaseUrl: string | undefined
  /** When absent, a secret is generated once and kept in `dataDir/jwt-secret`. */
  jwtSecret: string | undefined
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent'
  /** Trust X-Forwarded-* headers (client IP for rate limits, https for the Secure cookie flag). */
  trustProxy: boolean
  rateLimits: RateLimits
  /** Activity records older than this many days are deleted (ACTIVITY_RETENTION_DAYS). */
  activityRetentionDays: number
  /** Lifetimes of access tokens and the refresh tokens' rotation (docs/decisions/043). */
  sessionTokens: SessionTokenSettings
  /** Without `smtpUrl`, mail is written to the log and kept in the `mail_outbox` table. */
  mail: MailSettings
  /** Work or school sign-in; `null` (off, button hidden) until MS_CLIENT_ID and MS_TENANT are set. */
  microsoft: MicrosoftSettings | null
  /** Freesound search and import; `null` (the page says it is not configured) until FREESOUND_TOKEN is set. */
  freesound: FreesoundSettings | null
  /** Where Contact Us messages are mailed; unset: they are only stored (and logged). */
  contactTo: string | undefined
  /** Ed25519 key (PKCS #8 PEM) that signs certificates; unset: one is generated in DATA_DIR. */
  certificateSigningKey: string | undefined
  /** Where stored files go: `null` keeps them in DATA_DIR/blobs; S3_BUCKET sets an S3 bucket. */
  s3: S3Settings | null
}

export interface S3Settings {
  bucket: string
  region: string
  /** An S3-compatible service's address (MinIO, Garage, Ceph…); unset: AWS S3 of `region`. */
  endpoint: string | undefined
  /** Unset: the AWS SDK's usual sources (environment, shared files, an instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined
  /** `bucket` in the path instead of the host name; the default with S3_ENDPOINT (most self-hosted services need it). */
  forcePathStyle: boolean
}

export interface FreesoundSettings {
  token: string
  /** `https://freesound.org/apiv2` unless FREESOUND_API_URL points at a stand-in (tests). */
  apiUrl: string
}

export interface RateLimits {
  failedSignInsPerMinute: number
  createPerMinute: number
  activityRequestsPerMinute: number
}

export interface SessionTokenSettings extends RefreshPolicy {
  accessTokenTtlSeconds: number
}

export const defaultSessionTokens: SessionTokenSettings = {
  ...defaultRefreshPolicy,
  accessTokenTtlSeconds: defaultAccessTokenTtlSeconds,
}

export interface MicrosoftSettings {
  clientId: string
  /** A tenant id or domain, or `organizations` (any work or school tenant). */
  tenant: string
  /** `https://login.microsoftonline.com` unless MS_AUTHORITY points at a stand-in (tests). */
  authority: string
}

export interface MailSettings {
  smtpUrl: string | undefined
  /** The From header of every mail. */
  from: string
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`DATABASE_URL=`) means "not set", as in most shells' .env habits.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''))
  const parsed = envSchema.safeParse(present)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const name = String(issue?.path[0] ?? 'environment')
    throw new ConfigError(`Invalid setting ${name}: ${issue?.message ?? 'bad value'}.`)
  }
  const e = parsed.data
  if ((e.MS_CLIENT_ID === undefined) !== (e.MS_TENANT === undefined)) {
    const missing = e.MS_CLIENT_ID === undefined ? 'MS_CLIENT_ID' : 'MS_TENANT'
    throw new ConfigError(`Invalid setting ${missing}: Microsoft sign-in needs both MS_CLIENT_ID and MS_TENANT.`)
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    rateLimits: {
      failedSignInsPerMinute: e.RATE_LIMIT_FAILED_SIGN_INS_PER_MINUTE,
      createPerMinute: e.RATE_LIMIT_CREATE_PER_MINUTE,
      activityRequestsPerMinute: e.RATE_LIMIT_ACTIVITIES_PER_MINUTE,
    },
    activityRetentionDays: e.ACTIVITY_RETENTION_DAYS,
    sessionTokens: {
      accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
      reuseGraceSeconds: e.REFRESH_REUSE_GRACE_SECONDS,
      rotateAfterSeconds: e.REFRESH_ROTATE_AFTER_SECONDS,
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    microsoft:
      e.MS_CLIENT_ID && e.MS_TENANT
        ? { clientId: e.MS_CLIENT_ID, tenant: e.MS_TENANT, authority: e.MS_AUTHORITY }
        : null,
    freesound: e.FREESOUND_TOKEN ? { token: e.FREESOUND_TOKEN, apiUrl: e.FREESOUND_API_URL } : null,
    contactTo: e.CONTACT_TO,
    certificateSigningKey: e.CERTIFICATE_SIGNING_KEY,
    s3: s3Settings(e),
  }
}

function s3Settings(e: z.infer<typeof envSchema>): S3Settings | null {
  if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined)) {
    const missing = e.S3_ACCESS_KEY_ID === undefined ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY'
    throw new ConfigError(`Invalid setting ${missing}: S3 keys need both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY.`)
  }
  if (!e.S3_BUCKET) {
    const stray = (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_FORCE_PATH_STYLE'] as const).find(
      (name) => e[name] !== undefined,
    )
    if (stray) throw new ConfigError(`Invalid setting S3_BUCKET: ${stray} is set, so S3_BUCKET must name the bucket.`)
    return null
  }
  return {
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
  }
}
