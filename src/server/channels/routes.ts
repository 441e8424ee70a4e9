import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '../deps'

export function registerChannelRoutes(_app: FastifyInstance, _deps: AppDeps): void {}
