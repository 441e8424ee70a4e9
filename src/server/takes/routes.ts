// The takes feature: receiving take audio over tus (with the clean-up of uploads abandoned half-way)
// and serving it back. Without a blob store there is nothing to receive into or serve from.
import type { FastifyInstance } from 'fastify'
import type { FeatureContext } from '../feature-context'
import { scheduleAbandonedUploadCleanup } from './abandoned-uploads'
import { registerTakeAudioRoute } from './audio-routes'
import { createTakeUploads } from './upload-server'
import { registerTakeUploadRoutes } from './upload-routes'

export async function registerTakeRoutes(app: FastifyInstance, deps: FeatureContext): Promise<void> {
  const { db, now, blobs, rateLimits } = deps
  if (!blobs) return
  await registerTakeUploadRoutes(app, createTakeUploads({ db, blobs, now, log: app.log }), rateLimits.createPerMinute)
  scheduleAbandonedUploadCleanup(app, blobs, 'uploads', app.log)
  registerTakeAudioRoute(app, deps, blobs)
}
