import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '../deps'

export function registerPlaylistRoutes(_app: FastifyInstance, _deps: AppDeps): void {}
