// The audio library's routes (issue 16, in progress): listing, tus uploads, editing, audio with Range,
// and a session's library music.
import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '../deps'

export async function registerAudioLibraryRoutes(_app: FastifyInstance, _deps: AppDeps, _dataDir: string | null): Promise<void> {}
