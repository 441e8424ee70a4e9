// GET /api/users/photo/:id and /api/users/intro/:id. A public file is open to anyone; a protected
// one only to those who see the member's protected fields (a bearer token is read when sent;
// an invalid one answers 401 so the app refreshes it). Everyone else gets the same 404 as for an
// unknown id. Ids are never reused, so the bytes under one never change: viewers allowed a protected
// file may keep it a year; a public one may sit in shared caches for 5 minutes only, since the
// member can make it protected (or remove it) at any time. Both answer Range (Safari needs it for audio).
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { fileIdParams } from '../../contract/profiles'
import type { AppDeps } from '../deps'
import { HttpError } from '../http/errors'
import { matchesEtag } from '../takes/audio-cache'
import { parseByteRange } from '../takes/byte-range'
import { photoMime } from './photo'
import { findFileOwner } from './queries'
import type { ProfileFileKind, ProfileFiles } from './storage'
import { seesProtected } from './viewer'

const missing = { photos: 'This photo does not exist.', intros: 'This intro does not exist.' } as const
const cacheControl = { public: 'public, max-age=300', private: 'private, max-age=31536000, immutable' } as const

export function registerProfileFileRoutes(app: FastifyInstance, { db }: AppDeps, files: ProfileFiles): void {
  const authenticateWhenSent = async (request: FastifyRequest) => {
    if (request.headers.authorization !== undefined) await app.authenticate(request)
  }
  const serve = (kind: ProfileFileKind) => async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
    if (!fileIdParams.safeParse(request.params).success) throw new HttpError(404, missing[kind])
    const { id } = request.params
    const owner = await findFileOwner(db, kind, id)
    if (!owner) throw new HttpError(404, missing[kind])
    const visibility = kind === 'photos' ? owner.photoVisibility : owner.introVisibility
    const open = visibility === 'public'
    if (!open && !(await seesProtected(db, request.auth?.userId ?? null, owner.id))) throw new HttpError(404, missing[kind])

    const file = files.pathOf(kind, id)
    const { size } = await stat(file).catch(() => {
      throw new HttpError(404, missing[kind])
    })
    const etag = `"${id}"`
    reply.headers({ etag, 'cache-control': cacheControl[open ? 'public' : 'private'], vary: 'Authorization' })
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send()
    reply.headers({ 'accept-ranges': 'bytes', 'content-type': kind === 'photos' ? photoMime : (owner.introMime ?? 'audio/webm') })
    const range = parseByteRange(request.headers.range, size)
    if (range.kind === 'unsatisfiable') {
      return reply
        .code(416)
        .headers({ 'content-range': `bytes */${size}`, 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
        .send({ message: 'This range is outside the file.' })
    }
    if (range.kind === 'whole') return reply.header('content-length', size).send(createReadStream(file))
    return reply
      .code(206)
      .headers({ 'content-range': `bytes ${range.start}-${range.end}/${size}`, 'content-length': range.end - range.start + 1 })
      .send(createReadStream(file, { start: range.start, end: range.end }))
  }
  const options = { preHandler: authenticateWhenSent, schema: { hide: true } }
  app.get<{ Params: { id: string } }>('/api/users/photo/:id', options, serve('photos'))
  app.get<{ Params: { id: string } }>('/api/users/intro/:id', options, serve('intros'))
}
