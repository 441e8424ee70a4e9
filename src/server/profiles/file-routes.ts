// GET /api/users/photo/:id and /api/users/intro/:id: a token is read when sent (an invalid one
// answers 401 so the app refreshes it), and file-access.ts decides who may have the file. Ids are
// never reused, so the bytes under one never change: viewers allowed a protected file may keep it a
// year; a public one may sit in shared caches for 5 minutes only, since the member can make it
// protected (or remove it) at any time. Both answer Range and revalidate by ETag (http/blob-reply.ts).
import type { FastifyInstance } from 'fastify'
import { blobKey, type BlobKind, type BlobStore } from '../blobs/blob-store'
import type { AppDeps } from '../deps'
import { replyWithBlob } from '../http/blob-reply'
import { rawRoute } from '../http/route'
import { missingFileMessages, visibleProfileFile } from './file-access'
import { photoMime } from './photo'

const cacheControl = { public: 'public, max-age=300', private: 'private, max-age=31536000, immutable' } as const
const urls = { photos: '/api/users/photo/:id', intros: '/api/users/intro/:id' } as const

export function registerProfileFileRoutes(app: FastifyInstance, { db }: AppDeps, blobs: BlobStore): void {
  for (const kind of ['photos', 'intros'] as const satisfies readonly BlobKind[]) {
    rawRoute(app, { method: 'GET', url: urls[kind], access: 'optional' }, async ({ params, auth, request, reply }) => {
      const id = params.id ?? ''
      const { owner, open } = await visibleProfileFile(db, kind, id, auth?.userId ?? null)
      return replyWithBlob(request, reply, blobs, {
        key: blobKey(kind, id),
        contentType: kind === 'photos' ? photoMime : (owner.introMime ?? 'audio/webm'),
        etag: `"${id}"`,
        cacheControl: cacheControl[open ? 'public' : 'private'],
        // The same URL answers differently with and without a token.
        headers: { vary: 'Authorization' },
        missingMessage: missingFileMessages[kind],
        outsideMessage: 'This range is outside the file.',
      })
    })
  }
}
