// Take audio for session members, with HTTP Range (Safari plays audio only from servers that
// answer ranges). A take never changes once recorded, so it may be cached for a year.
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { clientId } from '../../contract/ids'
import type { AppDeps } from '../deps'
import { HttpError } from '../http/errors'
import { parseByteRange } from './byte-range'
import { memberTake, takeNotFoundMessage } from './queries'

export function registerTakeAudioRoute(app: FastifyInstance, { db }: AppDeps, uploadsDir: string): void {
  app.get<{ Params: { takeId: string } }>(
    '/api/takes/:takeId/audio',
    { preHandler: app.authenticate, schema: { hide: true } },
    async (request, reply) => {
      if (!clientId.safeParse(request.params.takeId).success) throw new HttpError(404, takeNotFoundMessage)
      const take = await memberTake(db, request.params.takeId, request.auth!.userId)
      const file = path.join(uploadsDir, take.storageKey)
      const { size } = await stat(file).catch(() => {
        throw new HttpError(404, takeNotFoundMessage)
      })
      reply.headers({
        'accept-ranges': 'bytes',
        'content-type': take.mime,
        'cache-control': 'private, max-age=31536000, immutable',
      })
      const range = parseByteRange(request.headers.range, size)
      if (range.kind === 'unsatisfiable') {
        return reply
          .code(416)
          .headers({ 'content-range': `bytes */${size}`, 'content-type': 'application/json; charset=utf-8' })
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
