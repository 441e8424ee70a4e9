import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '#server/config'

describe('loadConfig', () => {
  it('has working defaults', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: 'localhost',
      dataDir: path.resolve('data'),
      databaseUrl: undefined,
      jwtSecret: undefined,
      logLevel: 'warn',
      trustProxy: false,
      rateLimits: { failedSignInsPerMinute: 10, createPerMinute: 60, activityRequestsPerMinute: 600 },
      activityRetentionDays: 400,
      sessionTokens: { accessTokenTtlSeconds: 900, reuseGraceSeconds: 60, rotateAfterSeconds: 3600 },
      mail: { smtpUrl: undefined, from: 'Voice Acting <no-reply@localhost>' },
      microsoft: null,
      freesound: null,
      contactTo: undefined,
      certificateSigningKey: undefined,
      s3: null,
    })
  })

  it('reads the S3 bucket settings: path style by default with an endpoint, keys optional', () => {
    const env = {
      S3_BUCKET: 'voice-files',
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    }
    expect(loadConfig(env).s3).toEqual({
      bucket: 'voice-files',
      region: 'eu-central-1',
      endpoint: 'http://127.0.0.1:9000',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    })
    expect(loadConfig({ S3_BUCKET: 'voice-files' }).s3).toEqual({
      bucket: 'voice-files',
      region: 'us-east-1',
      endpoint: undefined,
      credentials: undefined,
      forcePathStyle: false,
    })
    expect(loadConfig({ ...env, S3_FORCE_PATH_STYLE: 'false' }).s3?.forcePathStyle).toBe(false)
  })

  it('reads the Freesound token, the contact address and the certificate key, and names a bad one', () => {
    const key =
      '-----BEGIN PRIVATE KEY-----\nMC4CAQAwBQYDK2VwBCIEIOMJ2Tq5N3vJ7PVGu+cMa1HL0IV8A4+qHNlq0SQXcJsS\n-----END PRIVATE KEY-----'
    const config = loadConfig({
      FREESOUND_TOKEN: 'abc123DEF456ghi',
      FREESOUND_API_URL: 'http://127.0.0.1:9999/apiv2/',
      CONTACT_TO: 'team@example.com',
      CERTIFICATE_SIGNING_KEY: key,
    })
    expect(config.freesound).toEqual({ token: 'abc123DEF456ghi', apiUrl: 'http://127.0.0.1:9999/apiv2' })
    expect(config.contactTo).toBe('team@example.com')
    expect(config.certificateSigningKey).toBe(key)
    expect(() => loadConfig({ FREESOUND_TOKEN: 'not a token!' })).toThrow(
      /^Invalid setting FREESOUND_TOKEN: must be a Freesound API key/,
    )
    expect(() => loadConfig({ CONTACT_TO: 'a@b.c, d@e.f' })).toThrow(
      /^Invalid setting CONTACT_TO: must be one e-mail address/,
    )
    expect(() => loadConfig({ CERTIFICATE_SIGNING_KEY: 'secret' })).toThrow(
      /^Invalid setting CERTIFICATE_SIGNING_KEY: must be an Ed25519 private key/,
    )
    expect(loadConfig({}).freesound).toBeNull()
  })

  it('reads every setting, and treats empty variables as unset', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/srv/voice',
      DATABASE_URL: 'postgres://app@db:5432/voice',
      JWT_SECRET: 's'.repeat(40),
      LOG_LEVEL: 'info',
      TRUST_PROXY: 'true',
      RATE_LIMIT_FAILED_SIGN_INS_PER_MINUTE: '5',
      RATE_LIMIT_CREATE_PER_MINUTE: '7',
      RATE_LIMIT_ACTIVITIES_PER_MINUTE: '90',
      ACTIVITY_RETENTION_DAYS: '30',
      ACCESS_TOKEN_TTL_SECONDS: '300',
      REFRESH_REUSE_GRACE_SECONDS: '30',
      REFRESH_ROTATE_AFTER_SECONDS: '0',
    })
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/srv/voice',
      logLevel: 'info',
      trustProxy: true,
    })
    expect(config.rateLimits).toEqual({ failedSignInsPerMinute: 5, createPerMinute: 7, activityRequestsPerMinute: 90 })
    expect(config.activityRetentionDays).toBe(30)
    expect(config.sessionTokens).toEqual({ accessTokenTtlSeconds: 300, reuseGraceSeconds: 30, rotateAfterSeconds: 0 })
    expect(loadConfig({ DATABASE_URL: '', JWT_SECRET: '' })).toMatchObject({
      databaseUrl: undefined,
      jwtSecret: undefined,
    })
  })

  it.each([
    [{ PORT: 'abc' }, 'Invalid setting PORT: must be a whole number between 0 and 65535.'],
    [{ PORT: '70000' }, 'Invalid setting PORT: must be a whole number between 0 and 65535.'],
    [
      { DATABASE_URL: 'mysql://x' },
      'Invalid setting DATABASE_URL: must be a postgres:// or postgresql:// connection URL.',
    ],
    [{ JWT_SECRET: 'short' }, 'Invalid setting JWT_SECRET: must be at least 32 characters long.'],
    [
      { LOG_LEVEL: 'loud' },
      'Invalid setting LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent.',
    ],
    [
      { RATE_LIMIT_CREATE_PER_MINUTE: '0' },
      'Invalid setting RATE_LIMIT_CREATE_PER_MINUTE: must be a whole number between 1 and 1000000.',
    ],
    [
      { REFRESH_REUSE_GRACE_SECONDS: '-1' },
      'Invalid setting REFRESH_REUSE_GRACE_SECONDS: must be a whole number between 0 and 3600.',
    ],
    [
      { ACCESS_TOKEN_TTL_SECONDS: '5' },
      'Invalid setting ACCESS_TOKEN_TTL_SECONDS: must be a whole number between 10 and 86400.',
    ],
    [
      { S3_BUCKET: 'Voice_Files' },
      'Invalid setting S3_BUCKET: must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens.',
    ],
    [
      { S3_ENDPOINT: 'http://127.0.0.1:9000' },
      'Invalid setting S3_BUCKET: S3_ENDPOINT is set, so S3_BUCKET must name the bucket.',
    ],
    [
      { S3_BUCKET: 'voice', S3_ENDPOINT: 'minio:9000' },
      'Invalid setting S3_ENDPOINT: must be an http(s) URL without a path',
    ],
    [
      { S3_BUCKET: 'voice', S3_ACCESS_KEY_ID: 'key' },
      'Invalid setting S3_SECRET_ACCESS_KEY: S3 keys need both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY.',
    ],
    [{ S3_BUCKET: 'voice', S3_FORCE_PATH_STYLE: 'yes' }, 'Invalid setting S3_FORCE_PATH_STYLE: must be true or false.'],
  ])('fails fast naming the bad variable: %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message)
  })
})
