// Where the podcast site is, seen from a request: the variants live on sibling hosts (`podcast.` and
// `dashboard.` + the main host, as src/app/variant/variant-origins.ts maps them), and a feed asked
// for on any of them links to the podcast site's pages.
import type { FastifyRequest } from 'fastify'

export interface Site {
  /** The origin the request came to, e.g. `http://localhost:3000`: absolute URLs of API files. */
  origin: string
  /** The podcast variant's host, e.g. `podcast.localhost:3000`. */
  podcastHost: string
  /** The podcast variant's origin: links to channel and episode pages. */
  podcastOrigin: string
}

export function siteOf(request: FastifyRequest): Site {
  const host = request.host || 'localhost'
  const podcastHost = `podcast.${host.replace(/^(dashboard|podcast)\./, '')}`
  return { origin: `${request.protocol}://${host}`, podcastHost, podcastOrigin: `${request.protocol}://${podcastHost}` }
}
