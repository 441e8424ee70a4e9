// Contact Us (issue 16, in progress).
import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '../deps'
import type { Mailer } from '../mail/mailer'

export function registerContactRoutes(_app: FastifyInstance, _deps: AppDeps, _mail: { mailer: Mailer; contactTo: string | undefined }): void {}
