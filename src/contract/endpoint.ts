// An endpoint is declared once here and used by both sides: the server registers it with
// these schemas (validation + OpenAPI), the app's API client infers its types from them.
// Schemas are written with `zod/mini` (functions instead of methods), so the app carries only the
// parts of zod its schemas use; the server validates with the same objects.
import type { z } from 'zod/mini'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

type Schema = z.core.$ZodType

export interface Endpoint {
  method: HttpMethod
  /** Fastify-style path; `:name` segments are filled from `params`. */
  path: string
  params?: Schema
  query?: Schema
  body?: Schema
  /** Schema of the 2xx body; `undefined` means no body (204). */
  response?: Schema
  /** Error answers that carry more than `{ message }`, by status (e.g. 409 with the current version). */
  errors?: Partial<Record<400 | 403 | 404 | 409 | 413 | 422, Schema>>
}

export function endpoint<const E extends Endpoint>(definition: E): E {
  return definition
}

type InferOr<T, Fallback> = T extends Schema ? z.output<T> : Fallback

export type EndpointParams<E extends Endpoint> = InferOr<E['params'], undefined>
export type EndpointQuery<E extends Endpoint> = InferOr<E['query'], undefined>
export type EndpointBody<E extends Endpoint> = InferOr<E['body'], undefined>
export type EndpointResponse<E extends Endpoint> = InferOr<E['response'], void>
