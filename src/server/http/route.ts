// Registers a contract endpoint: its method, path and schemas come from `src/contract`, so a
// route is never spelled twice. The handler gets the validated params/query/body and returns
// the response body (or nothing, for endpoints without a response schema: 204). Error answers
// that carry more than `{ message }` (the endpoint's `errors`) are thrown as HttpError with extra fields.
// Answers over 1 KB are compressed for browsers that accept it (compression.ts).
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
import { apiCompression } from './compression'

export type Guard = 'user' | 'optional' | Privilege

export interface RouteSettings<G extends Guard | undefined> {
  /** 'user': a valid access token is needed; a privilege: that privilege too. 'optional': a token is
   *  read when sent (an invalid or expired one still answers 401, so the app refreshes it). */
  guard?: G
  /** Status of a successful answer with a body (default 200); a handler may answer 200 instead. */
  status?: number
  /** Largest request body in bytes, when this route needs more than the app's default. */
  bodyLimit?: number
  rateLimit?: { max: number; timeWindow: number; keyGenerator?: (request: FastifyRequest) => string }
  /** Shown in the OpenAPI document. */
  summary?: string
}

export interface RouteContext<E extends Endpoint, G extends Guard | undefined> {
  params: EndpointParams<E>
  query: EndpointQuery<E>
  body: EndpointBody<E>
  auth: G extends 'optional' ? AuthContext | null : G extends Guard ? AuthContext : AuthContext | null
  request: FastifyRequest
  reply: FastifyReply
  /** Answers with this status instead of the route's (e.g. 200 for a repeated create). */
  setStatus(code: 200): void
}

export function route<E extends Endpoint, G extends Guard | undefined = undefined>(
  app: FastifyInstance,
  endpoint: E,
  settings: RouteSettings<G>,
  handler: (context: RouteContext<E, G>) => Promise<EndpointResponse<E>>,
): void {
  const { guard, status = 200, rateLimit, summary, bodyLimit } = settings
  const preHandler: NonNullable<RouteOptions['preHandler']> = []
  if (guard === 'optional') preHandler.push(authenticateWhenTokenSent(app))
  else if (guard) preHandler.push(app.authenticate)
  if (guard && guard !== 'user' && guard !== 'optional') preHandler.push(requirePrivilege(guard))

  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      ...(summary ? { summary } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: {
        ...(endpoint.response ? { 200: endpoint.response, [status]: endpoint.response } : {}),
        ...endpoint.errors,
        '4xx': errorResponse,
        '5xx': errorResponse,
      },
      // An optional guard documents both: no token, or a bearer token.
      ...(guard ? { security: guard === 'optional' ? [{}, { bearer: [] }] : [{ bearer: [] }] } : {}),
    },
    preHandler,
    compress: apiCompression,
    ...(bodyLimit ? { bodyLimit } : {}),
    config: rateLimit ? { rateLimit } : {},
    handler: async (request, reply) => {
      let answerStatus = status
      // The schemas above have validated and parsed these; the casts only restore their types.
      const result = await handler({
        params: request.params as EndpointParams<E>,
        query: request.query as EndpointQuery<E>,
        body: request.body as EndpointBody<E>,
        auth: request.auth as RouteContext<E, G>['auth'],
        request,
        reply,
        setStatus: (code) => {
          answerStatus = code
        },
      })
      if (!endpoint.response) return reply.code(204).send()
      return reply.code(answerStatus).send(result)
    },
  })
}

function authenticateWhenTokenSent(app: FastifyInstance) {
  return async function authenticateIfSent(request: FastifyRequest): Promise<void> {
    if (request.headers.authorization !== undefined) await app.authenticate(request)
  }
}
