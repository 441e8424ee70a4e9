// The takes feature: receiving take audio over tus (through the upload receiver, which also removes
// uploads abandoned half-way) and serving it back. Without a blob store there is nothing to receive
// into or serve from.
import type { FastifyInstance } from 'fastify'
import { registerTusUploads } from '../blobs/upload-receiver-routes'
import type { FeatureContext } from '../feature-context'
import { registerTakeAudioRoute } from './audio-routes'
import { takeUploads } from './uploads'

export async function registerTakeRoutes(app: FastifyInstance, deps: FeatureContext): Promise<void> {
  const { blobs } = deps
  if (!blobs) return
  await registerTusUploads(app, blobs, takeUploads(deps))
  registerTakeAudioRoute(app, deps, blobs)
}
