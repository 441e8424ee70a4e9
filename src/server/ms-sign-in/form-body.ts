// The ID token arrives as an ordinary HTML form POST. This parser is added inside the Microsoft
// routes' own plugin scope only, so no other route starts accepting form bodies.
import type { FastifyInstance } from 'fastify'
import { HttpError } from '../http/errors'

/** ID tokens are a few kilobytes; this leaves room for tenants that add many claims. */
export const formBodyLimit = 64 * 1024

export function acceptFormBodies(scope: FastifyInstance): void {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: formBodyLimit },
    (_request, body, done) => {
      if (typeof body !== 'string') return done(new HttpError(400, 'The form could not be read.'))
      done(null, Object.fromEntries(new URLSearchParams(body)))
    },
  )
}
