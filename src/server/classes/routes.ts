import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '../deps'

export function registerClassRoutes(_app: FastifyInstance, _deps: AppDeps): void {}
