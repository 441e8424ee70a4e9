// When each request arrived (performance.now()), taken before any other hook: the reads of one
// request share the read cache's settle round trip sent after that moment (read-cache.ts).
import type { FastifyInstance } from 'fastify'

declare module 'fastify' {
  interface FastifyRequest {
    arrivedAt: number
  }
}

export function recordArrivals(app: FastifyInstance): void {
  app.decorateRequest('arrivedAt', 0)
  app.addHook('onRequest', (request, _reply, done) => {
    request.arrivedAt = performance.now()
    done()
  })
}
