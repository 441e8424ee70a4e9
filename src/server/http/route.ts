// Every route is declared through one of two doors, each with a required `access`
// (route-access.ts): route() for contract endpoints, rawRoute() for what is not JSON in and out
// (byte streams, tus uploads, form posts, redirects).
//
// route(): the method, path and schemas come from `src/contract`, so a route is never spelled
// twice. The handler gets the validated params/query/body and returns the response body (or
// nothing, for endpoints without a response schema: 204). Error answers that carry more than
// `{ message }` (the endpoint's `errors`) are thrown as HttpError with extra fields. Answers over
// 1 KB are compressed for browsers that accept it (compression.ts). A read's answer may be kept by
// the browser but is revalidated on every use (its ETag, a 304 when unchanged); a handler can say otherwise.
import type {} from '@fastify/rate-limit'
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify'
import type { Endpoint, EndpointBody, EndpointParams, EndpointQuery, EndpointResponse } from '#contract/endpoint'
import { errorResponse } from '#contract/errors'
import { apiCompression } from './compression'
import { inFlightOf } from './in-flight'
import type { RouteRateLimit } from './rate-limits'
import { accessHooks, type Access, type AuthFor } from './route-access'
import type { Effect } from './route-effects'

export type { Access } from './route-access'

/** What a handler returns to answer 304 Not Modified (the request's If-None-Match names the answer
 *  it would give; the handler has set the ETag). */
export const notModified = Symbol('304 Not Modified')

export interface RouteSettings<A extends Access> {
  /** Who may call it: 'public', 'optional' (a token is read when sent), 'signed-in', or a privilege. */
  access: A
  /** Status of a successful answer with a body (default 200); a handler may answer 200 instead. */
  status?: number
  /** Largest request body in bytes, when this route needs more than the app's default. */
  bodyLimit?: number
  /** What a POST, PUT, PATCH or DELETE does; one that creates, mails or checks a secret needs
   *  `rateLimit` or `throttle` (route-effects.ts). */
  effect?: Effect
  rateLimit?: RouteRateLimit
  /** The handler's own limit (a failure counter), named, where there is no `rateLimit`. */
  throttle?: string
  /** Shown in the OpenAPI document. */
  summary?: string
}

export interface RouteContext<E extends Endpoint, A extends Access> {
  params: EndpointParams<E>
  query: EndpointQuery<E>
  body: EndpointBody<E>
  auth: AuthFor<A>
  request: FastifyRequest
  reply: FastifyReply
  /** Answers with this status instead of the route's (e.g. 200 for a repeated create). */
  setStatus(code: 200): void
}

export function route<E extends Endpoint, A extends Access>(
  app: FastifyInstance,
  endpoint: E,
  settings: RouteSettings<A>,
  handler: (context: RouteContext<E, A>) => Promise<EndpointResponse<E> | typeof notModified>,
): void {
  const { access, status = 200, rateLimit, summary, bodyLimit, effect, throttle } = settings
  const inFlight = inFlightOf(app)

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
      // 'optional' documents both: no token, or a bearer token.
      ...(access === 'public' ? {} : { security: access === 'optional' ? [{}, { bearer: [] }] : [{ bearer: [] }] }),
    },
    onRequest: accessHooks(app, access),
    compress: apiCompression,
    ...(bodyLimit ? { bodyLimit } : {}),
    config: {
      access,
      ...(effect ? { effect } : {}),
      ...(rateLimit ? { rateLimit } : {}),
      ...(throttle ? { throttle } : {}),
    },
    handler: (request, reply) =>
      inFlight.run(async () => {
        let answerStatus = status
        // Kept by the browser and asked again with If-None-Match every time (the service worker's
        // fetches and the app's alike), answered 304 when unchanged; never kept by a shared cache.
        if (endpoint.method === 'GET') reply.header('cache-control', 'private, no-cache')
        // The schemas above have validated and parsed these; the casts only restore their types.
        const result = await handler({
          params: request.params as EndpointParams<E>,
          query: request.query as EndpointQuery<E>,
          body: request.body as EndpointBody<E>,
          auth: request.auth as AuthFor<A>,
          request,
          reply,
          setStatus: (code) => {
            answerStatus = code
          },
        })
        if (result === notModified) return reply.code(304).send()
        if (!endpoint.response) return reply.code(204).send()
        return reply.code(answerStatus).send(result)
      }),
  })
}

export interface RawRouteSettings<A extends Access> {
  method: HTTPMethods | HTTPMethods[]
  url: string
  /** Who may call it, checked as for route(); rules finer than this (who may hear a take, see a
   *  photo…) are services the handler calls. */
  access: A
  bodyLimit?: number
  /** As for route(). */
  effect?: Effect
  rateLimit?: RouteRateLimit
  throttle?: string
  /** Compress like the API's JSON (the OpenAPI document); never for files or tus. */
  compressJson?: boolean
}

export interface RawRouteContext<A extends Access> {
  /** The URL's parameters, unvalidated: the handler checks their form. */
  params: Partial<Record<string, string>>
  auth: AuthFor<A>
  request: FastifyRequest
  reply: FastifyReply
}

/** A route that is not a contract endpoint: hidden from the OpenAPI document, not compressed unless
 *  asked (Range answers and tus must stay byte-exact), and the handler answers through `reply`. */
export function rawRoute<A extends Access>(
  app: FastifyInstance,
  settings: RawRouteSettings<A>,
  handler: (context: RawRouteContext<A>) => Promise<unknown>,
): void {
  const inFlight = inFlightOf(app)
  const { method, url, access, bodyLimit, compressJson, effect, rateLimit, throttle } = settings
  app.route({
    method,
    url,
    schema: { hide: true },
    onRequest: accessHooks(app, access),
    ...(bodyLimit ? { bodyLimit } : {}),
    ...(compressJson ? { compress: apiCompression } : {}),
    config: {
      access,
      ...(effect ? { effect } : {}),
      ...(rateLimit ? { rateLimit } : {}),
      ...(throttle ? { throttle } : {}),
    },
    handler: (request, reply) =>
      inFlight.run(() =>
        handler({
          params: request.params as RawRouteContext<A>['params'],
          auth: request.auth as AuthFor<A>,
          request,
          reply,
        }),
      ),
  })
}
