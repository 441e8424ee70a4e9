// A channel's RSS feed and its episodes' WebVTT transcripts and JSON chapters: the files podcast
// apps poll. The feed answers 304 from its validators (feed-state.ts, kept a few seconds in memory
// by state-cache.ts) and builds its XML only when it changed, keeping the last few built feeds.
import type { FastifyInstance, FastifyReply } from 'fastify'
import { channelMessages } from '#contract/channels'
import { siteOf } from '../channels/site'
import type { AppDeps } from '../deps'
import { HttpError } from '../http/errors'
import { rawRoute } from '../http/route'
import { readableEpisodeTexts } from './episode-files'
import { loadFeed } from './feed-data'
import { feedState, isNotModified } from './feed-state'
import { buildFeed } from './rss'
import { createFeedStateCache } from './state-cache'
import { toWebVtt } from './vtt'

const feedCacheSize = 20
const noTranscript = 'This episode has no transcript.'
const noChapters = 'This episode has no chapters.'

export function registerFeedRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  // Least recently used last: a Map keeps insertion order.
  const built = new Map<string, { etag: string; xml: string }>()
  const states = createFeedStateCache()

  rawRoute(
    app,
    { method: 'GET', url: '/api/channels/:id/feed.xml', access: 'public', compressJson: true },
    async ({ params, request, reply }) => {
      const channelId = params.id ?? ''
      const site = siteOf(request)
      const at = now()
      const state = channelId.includes('\u0000')
        ? undefined
        : await states.get(`${channelId}|${site.origin}`, at, () => feedState(db, channelId, site.origin, at))
      if (!state) throw new HttpError(404, channelMessages.unknownChannel)
      reply.headers({
        etag: state.etag,
        'last-modified': state.lastModified.toUTCString(),
        'cache-control': 'public, max-age=300',
      })
      if (isNotModified(request.headers, state)) return reply.code(304).send()

      const key = `${channelId}|${site.origin}`
      let cached = built.get(key)
      built.delete(key)
      if (cached?.etag !== state.etag) {
        const data = await loadFeed(db, channelId, state.lastModified, at)
        if (!data) throw new HttpError(404, channelMessages.unknownChannel)
        cached = { etag: state.etag, xml: buildFeed(data.channel, data.episodes, site) }
      }
      built.set(key, cached)
      if (built.size > feedCacheSize) built.delete(built.keys().next().value!)
      return reply.type('application/rss+xml; charset=utf-8').send(cached.xml)
    },
  )

  rawRoute(
    app,
    { method: 'GET', url: '/api/episodes/:linkId/transcript.vtt', access: 'optional' },
    async ({ params, auth, reply }) => {
      const texts = await readableEpisodeTexts(db, params.linkId ?? '', auth?.userId ?? null, now())
      if (!texts.transcript?.length) throw new HttpError(404, noTranscript)
      return sendText(reply, texts.open, 'text/vtt; charset=utf-8', toWebVtt(texts.transcript))
    },
  )

  rawRoute(
    app,
    { method: 'GET', url: '/api/episodes/:linkId/chapters.json', access: 'optional' },
    async ({ params, auth, reply }) => {
      const texts = await readableEpisodeTexts(db, params.linkId ?? '', auth?.userId ?? null, now())
      if (!texts.chapters?.length) throw new HttpError(404, noChapters)
      const chapters = texts.chapters.map(({ startTime, title }) => ({ startTime, title }))
      return sendText(
        reply,
        texts.open,
        'application/json+chapters; charset=utf-8',
        JSON.stringify({ version: '1.2.0', chapters }),
      )
    },
  )
}

function sendText(reply: FastifyReply, open: boolean, type: string, body: string): FastifyReply {
  // The same URL answers differently with and without a token while the episode is not public.
  return reply
    .headers({ 'cache-control': open ? 'public, max-age=300' : 'private, no-store', vary: 'Authorization' })
    .type(type)
    .send(body)
}
