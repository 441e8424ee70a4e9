// Take audio with HTTP Range (Safari plays audio only from servers that answer ranges), for the
// session's members and, for chosen takes of published sessions, for everyone (audio-access.ts).
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { clientId } from '../../contract/ids'
import { signInRequiredMessage } from '../auth/guard'
import type { AppDeps } from '../deps'
import { HttpError } from '../http/errors'
import { audibleTake } from './audio-access'
import { matchesEtag, takeCacheControl, takeEtag } from './audio-cache'
import { parseByteRange } from './byte-range'
import { takeNotFoundMessage } from './queries'

export function registerTakeAudioRoute(app: FastifyInstance, { db }: AppDeps, uploadsDir: string): void {
  // A token is read when sent (an invalid one answers 401, so the app refreshes it); none is needed
  // for published takes.
  const authenticateWhenSent = async (request: FastifyRequest) => {
    if (request.headers.authorization !== undefined) await app.authenticate(request)
  }

  app.get<{ Params: { takeId: string } }>(
    '/api/takes/:takeId/audio',
    { preHandler: authenticateWhenSent, schema: { hide: true } },
    async (request, reply) => {
      const userId = request.auth?.userId ?? null
      if (!clientId.safeParse(request.params.takeId).success) {
        throw userId ? new HttpError(404, takeNotFoundMessage) : new HttpError(401, signInRequiredMessage)
      }
      const { take, audience } = await audibleTake(db, request.params.takeId, userId)
      const etag = takeEtag(take.id)
      reply.headers({ etag, 'cache-control': takeCacheControl[audience] })
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send()

      const file = path.join(uploadsDir, take.storageKey)
      const { size } = await stat(file).catch(() => {
        throw new HttpError(404, takeNotFoundMessage)
      })
      reply.headers({ 'accept-ranges': 'bytes', 'content-type': take.mime })
      const range = parseByteRange(request.headers.range, size)
      if (range.kind === 'unsatisfiable') {
        return reply
          .code(416)
          .headers({ 'content-range': `bytes */${size}`, 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
          .send({ message: 'This range is outside the take.' })
      }
      if (range.kind === 'whole') return reply.header('content-length', size).send(createReadStream(file))
      return reply
        .code(206)
        .headers({ 'content-range': `bytes ${range.start}-${range.end}/${size}`, 'content-length': range.end - range.start + 1 })
        .send(createReadStream(file, { start: range.start, end: range.end }))
    },
  )
}
