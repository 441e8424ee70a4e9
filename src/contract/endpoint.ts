// An endpoint is declared once here and used by both sides: the server registers it with
// these schemas (validation + OpenAPI), the app's API client infers its types from them.
import type { z } from 'zod'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface Endpoint {
  method: HttpMethod
  /** Fastify-style path; `:name` segments are filled from `params`. */
  path: string
  params?: z.ZodType
  query?: z.ZodType
  body?: z.ZodType
  /** Schema of the 2xx body; `undefined` means no body (204). */
  response?: z.ZodType
  /** Error answers that carry more than `{ message }`, by status (e.g. 409 with the current version). */
  errors?: Partial<Record<400 | 403 | 404 | 409 | 413 | 422, z.ZodType>>
}

export function endpoint<const E extends Endpoint>(definition: E): E {
  return definition
}

type InferOr<T, Fallback> = T extends z.ZodType ? z.infer<T> : Fallback

export type EndpointParams<E extends Endpoint> = InferOr<E['params'], undefined>
export type EndpointQuery<E extends Endpoint> = InferOr<E['query'], undefined>
export type EndpointBody<E extends Endpoint> = InferOr<E['body'], undefined>
export type EndpointResponse<E extends Endpoint> = InferOr<E['response'], void>
