// A local S3-protocol server for the tests and the bench: s3rver (pure JavaScript, checks SigV4
// signatures), patched from patches/ by `npm install` (ListParts, AbortMultipartUpload, the bucket
// path's trailing slash in the signature, suffix ranges, continuation tokens without DES). It runs
// in the test's own process on a free port over a temporary folder, with one bucket made.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import S3rver from '@20minutes/s3rver'
import type { S3Settings } from '#server/config'

export interface LocalS3 {
  settings: S3Settings
  /** The same as S3_* variables, for a server started as a process. */
  env: Record<string, string>
  stop(): Promise<void>
}

/** s3rver's one account. */
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }

export async function startLocalS3(bucket = 'voice-test'): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'local-s3-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  })
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  const settings: S3Settings = { bucket, region: 'us-east-1', endpoint, credentials, forcePathStyle: true }
  return {
    settings,
    env: {
      S3_BUCKET: bucket,
      S3_REGION: settings.region,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async stop() {
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
