// Certificates: issuing, signing, verifying (issue 16, in progress).
import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '../deps'

export interface CertificateOptions {
  /** CERTIFICATE_SIGNING_KEY; unset: a key generated once and kept in the data folder. */
  signingKey: string | undefined
  dataDir: string | null
}

export async function registerCertificateRoutes(_app: FastifyInstance, _deps: AppDeps, _options: CertificateOptions): Promise<void> {}
