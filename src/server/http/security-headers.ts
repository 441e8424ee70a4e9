// The headers every answer carries (pages, files, the API, errors alike), set in one onSend hook
// (decision 077). JSON answers carry a short set of their own: a policy, a referrer or permissions
// rule governs a document, and a JSON answer only becomes one when someone opens an API address
// in a tab, where nothing may load or run; so every API answer spares half a kilobyte, which a
// classroom polling on one access point pays on every read (issue 36).
// One Content-Security-Policy serves all three variants: the built client has no
// inline script, so scripts come from our origin only. Styles allow 'unsafe-inline' because emotion
// (Chakra) injects <style> at run time and the prerendered pages inline theirs; a per-response
// nonce would be replayed by the service worker's cached pages, so it would protect nothing.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

/** MSAL looks up Microsoft's cloud instances here whatever authority it is given. */
const microsoftInstanceDiscovery = 'https://login.microsoftonline.com'

export interface SecurityHeaderSettings {
  /** MS_AUTHORITY when Microsoft sign-in is on: MSAL fetches its metadata and tokens from there. */
  microsoftAuthority?: string | undefined
}

export function contentSecurityPolicy({ microsoftAuthority }: SecurityHeaderSettings): string {
  const identity = microsoftAuthority
    ? [...new Set([microsoftInstanceDiscovery, new URL(microsoftAuthority).origin])]
    : []
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // The MP3 encoder of the publish screen is LAME compiled to WebAssembly.
    'script-src': ["'self'", "'wasm-unsafe-eval'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    // blob: for recordings, photos and mixdowns played or shown before upload; data: for small icons.
    'img-src': ["'self'", 'blob:', 'data:'],
    'media-src': ["'self'", 'blob:'],
    'font-src': ["'self'"],
    // data: because the WebAssembly encoder fetches its own module from a data: URL; blob: because
    // WebKit holds reading back a recording or mixdown the page made itself to connect-src.
    'connect-src': ["'self'", 'data:', 'blob:', ...identity],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    // MSAL's redirect flow leaves the page; nothing is framed, and nothing frames us.
    'frame-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ')
}

/** A year; not includeSubDomains, as the operator's other hosts under the same name are not ours. */
export const strictTransportSecurity = 'max-age=31536000'

export const permissionsPolicy = 'microphone=(self), camera=(), geolocation=(), payment=(), usb=(), display-capture=()'

/** The policy of a JSON answer (the API's reads, writes and errors). */
export const jsonContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'"

const jsonHeaders = {
  'content-security-policy': jsonContentSecurityPolicy,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
}

/** An answer from the API in JSON, or without a body and a type (204, 304). A file's 304 under /api/
 *  is one too: the browser then keeps the file with the stricter policy, which is harmless. */
function isJsonAnswer(request: FastifyRequest, reply: FastifyReply): boolean {
  const type = reply.getHeader('content-type')
  if (type === undefined)
    return request.url.startsWith('/api/') && (reply.statusCode === 204 || reply.statusCode === 304)
  return String(type).startsWith('application/json')
}

export function registerSecurityHeaders(app: FastifyInstance, settings: SecurityHeaderSettings): void {
  const headers = {
    'content-security-policy': contentSecurityPolicy(settings),
    'x-content-type-options': 'nosniff',
    // Share links and episode links carry their secret in the path: it never leaves our origin.
    'referrer-policy': 'same-origin',
    'permissions-policy': permissionsPolicy,
    'x-frame-options': 'DENY',
  }
  app.addHook('onSend', async (request, reply) => {
    reply.headers(isJsonAnswer(request, reply) ? jsonHeaders : headers)
    // Only over https (trustProxy makes a proxy's X-Forwarded-Proto count): on http the browser ignores it anyway.
    if (request.protocol === 'https') reply.header('strict-transport-security', strictTransportSecurity)
  })
}
