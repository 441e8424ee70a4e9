// A read kept with its ETag, worked out once when the read is made: a conditional request for it is
// then answered from memory, before any query or serialisation.
import { createHash } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { matchesEtag } from '../http/blob-reply'
import { notModified } from '../http/route'

export interface CachedAnswer<T> {
  value: T
  /** The opaque tag, quoted ("…"); sent weak, as the app's other JSON answers are. */
  etag: string
}

export function cachedAnswer<T>(value: T): CachedAnswer<T> {
  const hash = createHash('sha1').update(JSON.stringify(value)).digest('base64url').slice(0, 22)
  return { value, etag: `"${hash}"` }
}

/** The answer's value, or `notModified` when the request already holds it (its ETag in If-None-Match). */
export function answerFrom<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer<T>,
): T | typeof notModified {
  reply.header('etag', `W/${answer.etag}`)
  return matchesEtag(request.headers['if-none-match'], answer.etag) ? notModified : answer.value
}
