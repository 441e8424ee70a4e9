// The audio library's routes: the owner's list, usage, one audio, its changes and deletion (all
// with the 'audio_library' privilege); and, when the server has a blob store, tus uploads (through
// the upload receiver, which also removes uploads abandoned half-way) and the audio itself with Range.
import type { FastifyInstance } from 'fastify'
import { audioLibraryApi, audioLibraryLimits } from '#contract/audio-library'
import { registerTusUploads } from '../blobs/upload-receiver-routes'
import type { FeatureContext } from '../feature-context'
import { route } from '../http/route'
import { ownAudio } from './access'
import { registerLibraryAudioRoute } from './audio-route'
import { removeLibraryAudio, updateLibraryAudio } from './manage'
import { listLibraryAudio, toLibraryAudio, usedBytesOf } from './queries'
import { libraryUploads } from './uploads'

export async function registerAudioLibraryRoutes(app: FastifyInstance, deps: FeatureContext): Promise<void> {
  const { db, now, blobs } = deps

  route(app, audioLibraryApi.list, { access: 'audio_library' }, async ({ query, auth }) =>
    listLibraryAudio(db, auth.userId, query),
  )

  route(app, audioLibraryApi.usage, { access: 'audio_library' }, async ({ auth }) => ({
    usedBytes: await usedBytesOf(db, auth.userId),
    maxBytes: audioLibraryLimits.memberMaxBytes,
  }))

  route(app, audioLibraryApi.get, { access: 'audio_library' }, async ({ params, auth }) =>
    toLibraryAudio(await ownAudio(db, params.id, auth.userId)),
  )

  route(app, audioLibraryApi.update, { access: 'audio_library', effect: 'changes' }, async ({ params, body, auth }) =>
    updateLibraryAudio(db, params.id, auth.userId, body, now()),
  )

  route(app, audioLibraryApi.remove, { access: 'audio_library', effect: 'changes' }, async ({ params, auth }) => {
    await removeLibraryAudio(db, blobs, params.id, auth.userId)
  })

  if (!blobs) return
  await registerTusUploads(app, blobs, libraryUploads(deps, blobs))
  registerLibraryAudioRoute(app, deps, blobs)
}
