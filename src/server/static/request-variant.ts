import type { FastifyRequest } from 'fastify'
import { detectVariant, type Variant } from '#shared/variant'

/** The variant a request's address is for, decided as the app decides it at start. */
export const variantOfRequest = (request: FastifyRequest): Variant =>
  detectVariant({ hostname: request.hostname, href: `${request.protocol}://${request.host}${request.url}` })
