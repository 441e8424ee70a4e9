// Serves the built client from `dist/`. Hashed files under /assets never change, so browsers may
// keep them for a year; everything else (index.html, sw.js, the manifest…) is revalidated on each
// load, or an installed app would never see its update. Any other page GET gets index.html (SPA),
// except a visitor's first page on the main site where the build prerendered it (decision 074):
// /login and /scriptlibrary get their page from dist/prerendered/, under the same rules.
// Every file goes out as the build's Brotli or gzip copy when the browser accepts one
// (precompress.ts); the copies have no URLs of their own. The files are public: they are the app
// itself, the same for every visitor.
import { existsSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { prerenderedPages } from '#shared/prerendered-pages'
import { HttpError } from '../http/errors'
import { declarePluginRouteAccess } from '../http/route-access'
import { registerSiteIconRoutes } from './manifest-route'
import { variantOfRequest } from './request-variant'

const immutable = 'public, max-age=31536000, immutable'
const revalidate = 'no-cache'
const precompressedCopy = /\.(?:br|gz)$/

export function hasClientBuild(distDir: string): boolean {
  return existsSync(path.join(distDir, 'index.html'))
}

export async function registerStaticClient(app: FastifyInstance, distDir: string): Promise<void> {
  const assetsDir = path.join(distDir, 'assets') + path.sep
  const options: FastifyStaticOptions = {
    root: distDir,
    preCompressed: true,
    // The prerendered pages have no URL of their own either: they answer their page's address.
    allowedPath: (pathname) => !precompressedCopy.test(pathname) && !pathname.startsWith('/prerendered/'),
    cacheControl: false,
    setHeaders(reply, filePath) {
      reply.header('Cache-Control', filePath.startsWith(assetsDir) ? immutable : revalidate)
    },
  }
  // reply.sendFile, for the app shell that page navigations get (registerNotFound).
  await app.register(fastifyStatic, { ...options, serve: false })
  registerSiteIconRoutes(app)
  // The file routes, which the plugin adds itself: in a scope of their own, where they are declared.
  await app.register(async (scope) => {
    declarePluginRouteAccess(scope, 'public')
    await scope.register(fastifyStatic, { ...options, decorateReply: false })
  })
}

/** 404s: JSON for the API and for files; the app shell for page navigations. */
export function registerNotFound(app: FastifyInstance, distDir: string | null): void {
  const prerendered = new Map(
    distDir
      ? prerenderedPages
          .filter((page) => existsSync(path.join(distDir, page.file)))
          .map((page) => [page.path, page.file])
      : [],
  )
  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      request.url !== '/api' &&
      (request.headers.accept ?? '').includes('text/html')
    if (distDir && isPage) {
      return reply.header('Cache-Control', revalidate).sendFile(pageFile(request, prerendered), distDir)
    }
    throw new HttpError(404, 'Not found.')
  })
}

/** The prerendered page for this address on the main site, else the app shell. */
function pageFile(request: FastifyRequest, prerendered: Map<string, string>): string {
  const file = prerendered.get(request.url.split('?', 1)[0] ?? '')
  if (!file) return 'index.html'
  return variantOfRequest(request) === 'main' ? file : 'index.html'
}
