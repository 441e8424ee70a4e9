// API answers (JSON over 1 KB) are compressed per request. Routes opt in with `apiCompression`
// (route() does for every contract endpoint), so the static files, sent as the build's own
// compressed copies, take audio, whose Range answers must stay byte-exact, and tus uploads never
// pass through it.
import fastifyCompress, { type FastifyCompressOptions } from '@fastify/compress'
import type { FastifyInstance } from 'fastify'

export const apiCompression: Pick<FastifyCompressOptions, 'threshold' | 'encodings'> = {
  threshold: 1024,
  encodings: ['br', 'gzip'],
}

/** Must be registered before the routes that opt in. Compressed request bodies stay refused. */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, { global: false, ...apiCompression })
}
