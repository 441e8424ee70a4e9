import type { FastifyInstance } from 'fastify'

/**
 * Fastify's JSON parser, except that an empty body is "no body" instead of an error: clients
 * often send `Content-Type: application/json` on bodiless POSTs such as refresh-token and signOut.
 * Endpoints that need a body still reject it through their schema.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8')
    if (text === '') return done(null, undefined)
    parseJson(request, text, done)
  })
}
