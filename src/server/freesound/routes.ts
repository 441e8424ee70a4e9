// Freesound search, previews and import (SPEC /freesound-poc, decision 068). Members with
// `audio_library` search and import; anyone signed in may ask whether Freesound is configured.
// Without FREESOUND_TOKEN every other route answers 503 `notConfigured`.
import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { freesoundApi, freesoundLimits, freesoundMessages } from '#contract/freesound'
import { sharedSecret } from '../cluster/shared-secret'
import type { FeatureContext } from '../feature-context'
import { HttpError } from '../http/errors'
import { perMemberPerMinute } from '../http/rate-limits'
import { route } from '../http/route'
import { createFreesoundClient, type FreesoundClient } from './client'
import { importFreesoundSound } from './import'
import { createPreviewCache } from './preview-cache'
import { createPreviewLinks } from './preview-links'
import { registerPreviewRoute } from './preview-route'
import { searchFilter } from './search-filter'
import { toFreesoundSound } from './sounds'

/** Per member and minute: a search is one request of the key's 60 a minute at Freesound. */
export const freesoundSearchesPerMinute = 30

const notConfigured = () => new HttpError(503, freesoundMessages.notConfigured)

export async function registerFreesoundRoutes(app: FastifyInstance, deps: FeatureContext): Promise<void> {
  const { db, now, settings, blobs, tempDir } = deps
  const files = blobs ? { blobs, tempDir } : null
  // The preview links' key: shared by every process where they share the database, else one in memory.
  const previewKey =
    settings.freesound && deps.sharedDatabase
      ? await sharedSecret(db, 'freesound-preview-links', () => randomBytes(32).toString('base64url'))
      : null
  const freesound = settings.freesound ? createFreesoundClient(settings.freesound, app.log) : null
  const client = (): FreesoundClient => {
    if (!freesound) throw notConfigured()
    return freesound
  }
  const links = createPreviewLinks(now, previewKey)
  const previews = createPreviewCache(now)

  route(app, freesoundApi.status, { access: 'signed-in' }, async () => ({ configured: freesound !== null }))

  route(
    app,
    freesoundApi.search,
    { access: 'audio_library', rateLimit: perMemberPerMinute('freesound-search', freesoundSearchesPerMinute) },
    async ({ query }) => {
      const { minDuration, maxDuration } = query
      if (minDuration !== undefined && maxDuration !== undefined && minDuration > maxDuration)
        throw new HttpError(400, freesoundMessages.durationOrder)
      const list = await client().search({
        query: query.q,
        filter: searchFilter({ minDuration, maxDuration, licence: query.licence }),
        page: query.page,
        pageSize: freesoundLimits.pageSize,
      })
      for (const sound of list.results) previews.remember(sound.id, sound.previews['preview-hq-mp3'])
      return {
        count: list.count,
        page: query.page,
        hasMore: list.next !== null && query.page < freesoundLimits.maxPage,
        results: list.results.map((sound) => toFreesoundSound(sound, links.link(sound.id))),
      }
    },
  )

  route(
    app,
    freesoundApi.import,
    {
      access: 'audio_library',
      effect: 'creates',
      status: 201,
      rateLimit: perMemberPerMinute('freesound-import', deps.rateLimits.createPerMinute),
    },
    async ({ body, auth, setStatus }) => {
      const freesound = client()
      // Without a blob store (some tests) there is nowhere to keep audio.
      if (!files) throw notConfigured()
      const { audio, created } = await importFreesoundSound(db, freesound, files, {
        ownerId: auth.userId,
        soundId: body.soundId,
        type: body.type,
        now: now(),
      })
      if (!created) setStatus(200)
      return audio
    },
  )

  registerPreviewRoute(app, links, previews, client)
}
