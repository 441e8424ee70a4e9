// Events and registrations (issue 16, in progress).
import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '../deps'

export function registerEventRoutes(_app: FastifyInstance, _deps: AppDeps): void {}
