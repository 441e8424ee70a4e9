import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '../deps'

export function registerFeedRoutes(_app: FastifyInstance, _deps: AppDeps): void {}
