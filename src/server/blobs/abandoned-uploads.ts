// Uploads that never finish (a device that gave up, a take or library audio discarded half-way)
// would keep their bytes for ever. The upload receiver (upload-receiver-routes.ts) schedules this
// for each kind it receives: an unfinished upload untouched for two weeks is deleted; a device that
// comes back later is answered 404 and sends the file again from its own copy (kept until the server
// has every byte). Finished uploads are never touched. Not tus's expiration extension:
// @tus/file-store's `deleteExpired` reads the offset saved at creation (always 0), so it would
// delete finished uploads. The uploads are found by listing the kind's blobs, tus's records among
// them, so any store works.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { BlobKind, BlobStore } from './blob-store'
import { schedulePeriodicCleanup } from '../http/periodic-cleanup'

export const abandonedUploadAfterMs = 14 * 24 * 60 * 60 * 1000

/** When each upload of `kind` was last written: upload ids never hold a dot, tus's records add one. */
async function lastWrites(blobs: BlobStore, kind: BlobKind): Promise<Map<string, number>> {
  const written = new Map<string, number>()
  const prefix = `${kind}/`
  for await (const blob of blobs.list(prefix)) {
    const id = blob.key.slice(prefix.length).split('.')[0]
    if (id) written.set(id, Math.max(written.get(id) ?? 0, blob.modifiedAt.getTime()))
  }
  return written
}

/** Deletes unfinished uploads of `kind` last written before `now - abandonedUploadAfterMs`. */
export async function removeAbandonedUploads(blobs: BlobStore, kind: BlobKind, now = Date.now()): Promise<number> {
  const store = blobs.tusStore(kind)
  let removed = 0
  for (const [id, written] of await lastWrites(blobs, kind)) {
    if (now - written < abandonedUploadAfterMs) continue
    const upload = await store.getUpload(id).catch(() => null)
    if (!upload || (upload.size !== undefined && upload.offset >= upload.size)) continue
    await store.remove(id)
    removed += 1
  }
  return removed
}

/** Runs the cleanup now (without delaying start-up) and every six hours. */
export function scheduleAbandonedUploadCleanup(
  app: FastifyInstance,
  blobs: BlobStore,
  kind: BlobKind,
  log: FastifyBaseLogger,
): void {
  schedulePeriodicCleanup(app, log, {
    async run() {
      const removed = await removeAbandonedUploads(blobs, kind)
      return removed > 0 ? { removed: { removed }, message: `Removed abandoned uploads (${kind})` } : null
    },
    failure: `Could not remove abandoned uploads (${kind})`,
  })
}
