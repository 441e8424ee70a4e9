// Registers a contract endpoint: its method, path and schemas come from `src/contract`, so a
// route is never spelled twice. The handler gets the validated params/query/body and returns
// the response body (or nothing, for endpoints without a response schema: 204).
import type {} from '@fastify/rate-limit'
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify'
import type {
  Endpoint,
  EndpointBody,
  EndpointParams,
  EndpointQuery,
  EndpointResponse,
} from '../../contract/endpoint'
import { errorResponse } from '../../contract/errors'
import type { Privilege } from '../../contract/privileges'
import { requirePrivilege, type AuthContext } from '../auth/guard'

export type Guard = 'user' | Privilege

export interface RouteSettings<G extends Guard | undefined> {
  /** 'user': a valid access token is needed; a privilege: that privilege too. */
  guard?: G
  /** Status of a successful answer with a body (default 200). */
  status?: number
  rateLimit?: { max: number; timeWindow: number; keyGenerator?: (request: FastifyRequest) => string }
  /** Shown in the OpenAPI document. */
  summary?: string
}

export interface RouteContext<E extends Endpoint, G extends Guard | undefined> {
  params: EndpointParams<E>
  query: EndpointQuery<E>
  body: EndpointBody<E>
  auth: G extends Guard ? AuthContext : AuthContext | null
  request: FastifyRequest
  reply: FastifyReply
}

export function route<E extends Endpoint, G extends Guard | undefined = undefined>(
  app: FastifyInstance,
  endpoint: E,
  settings: RouteSettings<G>,
  handler: (context: RouteContext<E, G>) => Promise<EndpointResponse<E>>,
): void {
  const { guard, status = 200, rateLimit, summary } = settings
  const preHandler: NonNullable<RouteOptions['preHandler']> = []
  if (guard) preHandler.push(app.authenticate)
  if (guard && guard !== 'user') preHandler.push(requirePrivilege(guard))

  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      ...(summary ? { summary } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: {
        ...(endpoint.response ? { [status]: endpoint.response } : {}),
        '4xx': errorResponse,
        '5xx': errorResponse,
      },
      ...(guard ? { security: [{ bearer: [] }] } : {}),
    },
    preHandler,
    config: rateLimit ? { rateLimit } : {},
    handler: async (request, reply) => {
      // The schemas above have validated and parsed these; the casts only restore their types.
      const result = await handler({
        params: request.params as EndpointParams<E>,
        query: request.query as EndpointQuery<E>,
        body: request.body as EndpointBody<E>,
        auth: request.auth as RouteContext<E, G>['auth'],
        request,
        reply,
      })
      if (!endpoint.response) return reply.code(204).send()
      return reply.code(status).send(result)
    },
  })
}
