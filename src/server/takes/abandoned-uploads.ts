// Uploads that never finish (a device that gave up, a take discarded half-way) would keep their bytes
// on disk for ever. An unfinished upload untouched for two weeks is deleted; a device that comes back
// later is answered 404 and sends the take again from its own copy (kept until the server has every
// byte). Finished uploads are never touched. Not tus's expiration extension: @tus/file-store's
// `deleteExpired` reads the offset saved at creation (always 0), so it would delete finished takes.
import { readdir, stat } from 'node:fs/promises'
import path from 'node:path'
import type { FileStore } from '@tus/file-store'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import { schedulePeriodicCleanup } from '../http/periodic-cleanup'

export const abandonedUploadAfterMs = 14 * 24 * 60 * 60 * 1000
const recordSuffix = '.json'

/** A fresh install has no uploads folder until the first take arrives. */
function nothingYet(error: unknown): string[] {
  if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
  throw error
}

async function lastWritten(file: string): Promise<number> {
  return (await stat(file)).mtimeMs
}

/** Deletes unfinished uploads whose bytes and record were last written before `now - abandonedUploadAfterMs`. */
export async function removeAbandonedUploads(store: Pick<FileStore, 'getUpload' | 'remove'>, directory: string, now = Date.now()): Promise<number> {
  const ids = (await readdir(directory).catch(nothingYet)).filter((name) => name.endsWith(recordSuffix)).map((name) => name.slice(0, -recordSuffix.length))
  let removed = 0
  for (const id of ids) {
    const upload = await store.getUpload(id).catch(() => null)
    if (!upload || (upload.size !== undefined && upload.offset >= upload.size)) continue
    const written = Math.max(await lastWritten(path.join(directory, id)), await lastWritten(path.join(directory, id + recordSuffix)))
    if (now - written < abandonedUploadAfterMs) continue
    await store.remove(id)
    removed += 1
  }
  return removed
}

/** Runs the cleanup now (without delaying start-up) and every six hours. */
export function scheduleAbandonedUploadCleanup(app: FastifyInstance, store: Pick<FileStore, 'getUpload' | 'remove'>, directory: string, log: FastifyBaseLogger): void {
  schedulePeriodicCleanup(app, log, {
    async run() {
      const removed = await removeAbandonedUploads(store, directory)
      return removed > 0 ? { removed: { removed }, message: 'Removed abandoned take uploads' } : null
    },
    failure: 'Could not remove abandoned take uploads',
  })
}
