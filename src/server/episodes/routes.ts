import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '../deps'

/** `dataDir`: episode audio lives in DATA_DIR/blobs/episodes; null serves and stores none. */
export async function registerEpisodeRoutes(_app: FastifyInstance, _deps: AppDeps, _dataDir: string | null): Promise<void> {}
