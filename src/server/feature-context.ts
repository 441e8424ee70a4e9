// What every server feature is registered with: one signature, `(app, context)`, for the list in
// `features.ts`. A feature takes what it needs from the context and nothing else is passed.
import type { FastifyInstance } from 'fastify'
import type { BlobStore } from './blobs/blob-store'
import type { Config } from './config'
import type { AppDeps } from './deps'
import type { Mailer } from './mail/mailer'

export interface FeatureContext extends AppDeps {
  /** Where every stored file lives; null: no files are stored or served (the routes that take or
   *  serve them are not there). */
  blobs: BlobStore | null
  /** Where received files wait while they are checked, before they go into `blobs`. */
  tempDir: string
  mailer: Mailer
  /** The settings features read. */
  settings: {
    contactTo: string | undefined
    microsoft: Config['microsoft']
    freesound: Config['freesound']
    certificateSigningKey: string | undefined
    activityRetentionDays: number
  }
  /** The data folder, where keys generated at first start are kept; null: none (tests, tools). */
  dataDir: string | null
  /** Other processes may serve this database too (PostgreSQL): shared keys are kept in it. */
  sharedDatabase: boolean
}

export type ServerFeature = (app: FastifyInstance, context: FeatureContext) => void | Promise<void>
