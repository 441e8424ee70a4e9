// Serves the built client from `dist/`. Hashed files under /assets never change, so browsers may
// keep them for a year; everything else (index.html, sw.js, the manifest…) is revalidated on each
// load, or an installed app would never see its update. Any other page GET gets index.html (SPA).
// Every file goes out as the build's Brotli or gzip copy when the browser accepts one
// (precompress.ts); the copies have no URLs of their own.
import { existsSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { HttpError } from '../http/errors'

const immutable = 'public, max-age=31536000, immutable'
const revalidate = 'no-cache'
const precompressedCopy = /\.(?:br|gz)$/

export function hasClientBuild(distDir: string): boolean {
  return existsSync(path.join(distDir, 'index.html'))
}

export async function registerStaticClient(app: FastifyInstance, distDir: string): Promise<void> {
  const assetsDir = path.join(distDir, 'assets') + path.sep
  await app.register(fastifyStatic, {
    root: distDir,
    preCompressed: true,
    allowedPath: (pathname) => !precompressedCopy.test(pathname),
    cacheControl: false,
    setHeaders(reply, filePath) {
      reply.header('Cache-Control', filePath.startsWith(assetsDir) ? immutable : revalidate)
    },
  })
}

/** 404s: JSON for the API and for files; the app shell for page navigations. */
export function registerNotFound(app: FastifyInstance, distDir: string | null): void {
  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      request.url !== '/api' &&
      (request.headers.accept ?? '').includes('text/html')
    if (distDir && isPage) {
      return reply.header('Cache-Control', revalidate).sendFile('index.html', distDir)
    }
    throw new HttpError(404, 'Not found.')
  })
}
