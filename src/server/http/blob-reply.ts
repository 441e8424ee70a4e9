// Stored blobs (take audio, profile photos and intros, artwork, episode and library audio) never
// change under their key, and are answered one way, read through the blob store: a strong ETag (the id) that `If-None-Match` revalidates with a 304, and HTTP
// Range (Safari plays audio only from servers that answer ranges): 206 for one range, the whole file
// for several (RFC 9110 allows it and every audio element accepts it), 416 outside the file.
// Who may have the file, and how long it may be cached, are the caller's to decide first.
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { BlobStore, ByteRange } from '../blobs/blob-store'
import { HttpError } from './errors'

export interface ServedBlob {
  key: string
  contentType: string
  /** A strong ETag, e.g. `"<id>"`. */
  etag: string
  cacheControl: string
  /** More headers for every answer about the file (e.g. `vary`). */
  headers?: Record<string, string>
  /** The 404 message when the blob is missing from the store. */
  missingMessage: string
  /** The 416 message, naming what the range is outside of. */
  outsideMessage: string
}

export async function replyWithBlob(
  request: FastifyRequest,
  reply: FastifyReply,
  blobs: BlobStore,
  file: ServedBlob,
): Promise<FastifyReply> {
  const size = await blobs.size(file.key)
  if (size === null) throw new HttpError(404, file.missingMessage)
  reply.headers({ ...file.headers, etag: file.etag, 'cache-control': file.cacheControl })
  if (matchesEtag(request.headers['if-none-match'], file.etag)) return reply.code(304).send()

  reply.headers({ 'accept-ranges': 'bytes', 'content-type': file.contentType })
  const range = parseByteRange(request.headers.range, size)
  if (range.kind === 'unsatisfiable') {
    return (
      reply
        .code(416)
        // Never cached in place of the file.
        .headers({
          'content-range': `bytes */${size}`,
          'content-type': 'application/json; charset=utf-8',
          'cache-control': 'no-store',
        })
        .send({ message: file.outsideMessage })
    )
  }
  // Removed between the size and the read (a member deleting it): as missing as before.
  const read = (part?: ByteRange) =>
    blobs.read(file.key, part).catch(() => {
      throw new HttpError(404, file.missingMessage)
    })
  if (range.kind === 'whole') return reply.header('content-length', size).send(await read())
  return reply
    .code(206)
    .headers({
      'content-range': `bytes ${range.start}-${range.end}/${size}`,
      'content-length': range.end - range.start + 1,
    })
    .send(await read(range))
}

/** Whether an `If-None-Match` header names this ETag (weak comparison, RFC 9110 §13.1.2). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false
  return header.split(',').some((tag) => {
    const trimmed = tag.trim()
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag
  })
}

export type RangeAnswer = { kind: 'whole' } | { kind: 'part'; start: number; end: number } | { kind: 'unsatisfiable' }

/** One `Range: bytes=…` header against a file of `size` bytes (RFC 9110 §14). */
export function parseByteRange(header: string | undefined, size: number): RangeAnswer {
  if (!header) return { kind: 'whole' }
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!match) return { kind: 'whole' }
  const [, first = '', last = ''] = match
  if (first === '' && last === '') return { kind: 'whole' }
  if (first === '') {
    // Suffix: the last n bytes.
    const length = Number(last)
    if (length === 0 || size === 0) return { kind: 'unsatisfiable' }
    return { kind: 'part', start: Math.max(0, size - length), end: size - 1 }
  }
  const start = Number(first)
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1)
  if (start >= size || end < start) return { kind: 'unsatisfiable' }
  return { kind: 'part', start, end }
}
