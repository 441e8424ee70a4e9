// GET /api/episode-audio/<audio id>.mp3 (or .m4a) with HTTP Range and a strong ETag (http/blob-reply.ts).
// A public episode's audio may be cached for five minutes and then revalidated (cheap: the ETag is
// its id), so an episode unpublished or removed stops being served soon; an episode not public yet is heard only by those who see it (access.ts), never cached; audio not
// yet part of an episode only by the member who uploaded it. Everyone else is told it does not exist.
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { episodeMessages } from '#contract/episodes'
import type { BlobStore } from '../blobs/blob-store'
import type { AppDeps } from '../deps'
import { episodeAudio, episodes } from '../db/schema'
import { replyWithBlob } from '../http/blob-reply'
import { rawRoute } from '../http/route'
import { unknownEpisode, visibleEpisode } from './access'
import { episodeAudioKey } from './audio-key'
import { episodeStateOf } from './visibility'

const extensions = { 'audio/mpeg': 'mp3', 'audio/mp4': 'm4a' } as Record<string, string>
const fileName = /^([A-Za-z0-9_-]{16,64})\.(mp3|m4a)$/
const cacheControl = { public: 'public, max-age=300, must-revalidate', private: 'private, no-store' } as const

export function registerEpisodeAudioRoute(app: FastifyInstance, { db, now }: AppDeps, blobs: BlobStore): void {
  rawRoute(
    app,
    { method: 'GET', url: '/api/episode-audio/:file', access: 'optional' },
    async ({ params, auth, request, reply }) => {
      const [, audioId = '', extension] = fileName.exec(params.file ?? '') ?? []
      if (!audioId) throw unknownEpisode()
      const [audio] = await db
        .select({
          id: episodeAudio.id,
          mime: episodeAudio.mime,
          ownerId: episodeAudio.ownerId,
          linkId: episodes.linkId,
          publishedAt: episodes.publishedAt,
          awaitingApprovalSince: episodes.awaitingApprovalSince,
        })
        .from(episodeAudio)
        .leftJoin(episodes, eq(episodes.audioId, episodeAudio.id))
        .where(eq(episodeAudio.id, audioId))
        .limit(1)
      if (!audio || extensions[audio.mime] !== extension) throw unknownEpisode()
      const userId = auth?.userId ?? null
      let open = false
      if (audio.linkId === null) {
        if (audio.ownerId !== userId) throw unknownEpisode()
      } else {
        open =
          episodeStateOf(
            { publishedAt: audio.publishedAt, awaitingApprovalSince: audio.awaitingApprovalSince },
            now(),
          ) === 'published'
        if (!open) await visibleEpisode(db, audio.linkId, userId, now())
      }
      return replyWithBlob(request, reply, blobs, {
        key: episodeAudioKey(audio.id),
        contentType: audio.mime,
        etag: `"${audio.id}"`,
        cacheControl: cacheControl[open ? 'public' : 'private'],
        headers: { vary: 'Authorization' },
        missingMessage: episodeMessages.unknownEpisode,
        outsideMessage: 'This range is outside the audio.',
      })
    },
  )
}
