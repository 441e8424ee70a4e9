// Freesound search, previews and import (issue 16, in progress).
import type { FastifyInstance } from 'fastify'
import type { FreesoundSettings } from '../config'
import type { AppDeps } from '../deps'

export function registerFreesoundRoutes(_app: FastifyInstance, _deps: AppDeps, _settings: FreesoundSettings | null, _dataDir: string | null): void {}
