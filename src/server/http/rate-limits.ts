import type { FastifyRequest } from 'fastify'

export interface RouteRateLimit {
  max: number
  timeWindow: number
  keyGenerator?: (request: FastifyRequest) => string
}

/** `max` requests a minute for each member (each address for visitors): a class behind one address
 *  must not share one limit. `name` keeps each route's count apart. */
export const perMemberPerMinute = (name: string, max: number): RouteRateLimit => ({
  max: Math.max(1, Math.floor(max)),
  timeWindow: 60_000,
  keyGenerator: (request) => `${name}|${request.auth?.userId ?? request.ip}`,
})
