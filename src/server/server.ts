// Opening everything the server needs, shared by `npm start` and `npm run dev`.
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { serverBackup } from './admin/backup-commands'
import { listenAdminSocket } from './admin/socket'
import { buildApp } from './app'
import { openBlobStore } from './blobs/open-blob-store'
import { S3BlobStore } from './blobs/s3-store'
import type { Config } from './config'
import { defaultContentDir } from './content/content-files'
import { openDatabase } from './db/open'
import { resolveJwtSecret } from './jwt-secret'

export interface RunningServer {
  app: FastifyInstance
  /** Drains requests (Fastify close), lets handlers whose clients left finish, then closes the database. */
  stop(): Promise<void>
}

export async function startServer(config: Config, distDir: string | null): Promise<RunningServer> {
  const blobs = openBlobStore(config)
  if (blobs instanceof S3BlobStore) await blobs.checkReachable()
  const database = await openDatabase({ url: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'db') })
  await database.migrate()
  const shared = database.kind === 'postgres'
  const jwtSecret = await resolveJwtSecret(config.jwtSecret, config.dataDir, shared ? database.db : null)
  // After the migrations: buildApp loads the shipped templates and library scripts.
  const app = await buildApp({
    config,
    db: database.db,
    jwtSecret,
    distDir,
    contentDir: defaultContentDir,
    dataDir: config.dataDir,
    blobs,
    tempDir: path.join(config.dataDir, 'tmp'),
    listen: database.listen,
    sharedDatabase: shared,
  })
  await app.listen({ port: config.port, host: config.host })
  const adminSocket =
    database.kind === 'pglite'
      ? await listenAdminSocket(config.dataDir, {
          db: database.db,
          backup: serverBackup(config.dataDir, database, blobs),
        })
      : null
  // What a person starting the server needs, whatever the log level (the log is for requests and faults).
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : config.port
  console.log(
    `serving at http://${config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host}:${port}`,
  )
  console.log(`data folder: ${config.dataDir}`)
  console.log(
    `database: ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${path.join(config.dataDir, 'db')}`}`,
  )
  console.log(
    `stored files: ${config.s3 ? `S3 bucket ${config.s3.bucket}${config.s3.endpoint ? ` at ${config.s3.endpoint}` : ''}` : path.join(config.dataDir, 'blobs')}`,
  )
  return {
    app,
    async stop() {
      await adminSocket?.close()
      await app.close()
      // Handlers whose clients went away may still be at work; they finish first (at most 10 s).
      await app.inFlight.settled(10_000)
      await database.close()
    },
  }
}

export function stopOnSignals(server: RunningServer): void {
  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    console.log(`${signal}: draining requests, then closing the database`)
    server
      .stop()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        console.error(error)
        process.exit(1)
      })
  }
  process.once('SIGTERM', () => stop('SIGTERM'))
  process.once('SIGINT', () => stop('SIGINT'))
}
