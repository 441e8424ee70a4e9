// Every error leaves the server as `{ message }` with a 4xx or 5xx status. Services throw
// HttpError for the cases a user can cause (its `extra` fields ride along, e.g. a 409's `current`);
// a database that is away (restarting) is a 503 the client retries; anything else is our bug:
// logged, answered 500.
import type { FastifyError, FastifyInstance } from 'fastify'

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** More fields of the answer, declared in the endpoint's `errors` (e.g. `{ current }`). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message)
  }
}

export const notFound = (message = 'Not found.') => new HttpError(404, message)

/** Fastify's own client errors (body parsing, content type…) with messages a person can read. */
const frameworkMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported; send JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body.',
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

export const diskFullMessage = 'The server has no room to store this right now. Please try again later.'

export const databaseUnavailableMessage =
  'The server cannot reach its database right now. Please try again in a moment.'

/** Connection failures (refused, reset, timed out) and PostgreSQL's "shutting down" and connection
 *  exception classes (57P0x, 08xxx): the database is away (a restart, a failover), not our bug. */
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
])

/** No room left: a file system (ENOSPC, EDQUOT) or the database's own disk (SQLSTATE 53100). */
const diskFullCodes = new Set(['ENOSPC', 'EDQUOT', '53100'])

/** Whether the error, or one it was caused by, matches (a database error arrives wrapped). */
function causedBy(error: unknown, matches: (cause: Record<string, unknown>) => boolean): boolean {
  for (let cause = error, depth = 0; isRecord(cause) && depth < 5; cause = cause.cause, depth += 1) {
    if (matches(cause)) return true
  }
  return false
}

const isDatabaseUnavailable = (error: unknown) =>
  causedBy(
    error,
    (cause) =>
      (typeof cause.code === 'string' && unavailableCodes.has(cause.code)) ||
      (typeof cause.message === 'string' && cause.message.startsWith('Connection terminated')),
  )

const isDiskFull = (error: unknown) =>
  causedBy(error, (cause) => typeof cause.code === 'string' && diskFullCodes.has(cause.code))

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | unknown, request, reply) => {
    if (error instanceof HttpError) return reply.code(error.statusCode).send({ ...error.extra, message: error.message })
    const status = isRecord(error) && typeof error.statusCode === 'number' ? error.statusCode : 500
    if (status >= 400 && status < 500) {
      const code = isRecord(error) && typeof error.code === 'string' ? error.code : ''
      // JSON.parse's SyntaxError arrives with status 400 and no Fastify code.
      const parseFailure = error instanceof SyntaxError
      const message =
        frameworkMessages[code] ??
        (parseFailure ? frameworkMessages.FST_ERR_CTP_INVALID_JSON_BODY : undefined) ??
        (isRecord(error) && typeof error.message === 'string' && error.message ? error.message : 'Bad request.')
      return reply.code(status).send({ message })
    }
    // A full disk: the operator's to fix; the client keeps what it sent.
    if (isDiskFull(error)) {
      request.log.error({ err: error }, 'no space left for a write')
      return reply.code(507).send({ message: diskFullMessage })
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable')
      return reply.code(503).header('retry-after', '5').send({ message: databaseUnavailableMessage })
    }
    request.log.error({ err: error }, 'unexpected error')
    return reply.code(500).send({ message: 'Something went wrong on our side. Please try again.' })
  })
}
