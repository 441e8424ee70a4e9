// Files on their way into the blob store (an episode upload being received, a Freesound download)
// wait in a local folder (DATA_DIR/tmp): they are checked there by their bytes and only then moved
// in with `moveIn`, so the store only ever holds checked files. Ones a crash left behind go a day later.
import { randomBytes } from 'node:crypto'
import { mkdir, open, readdir, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import { schedulePeriodicCleanup } from '../http/periodic-cleanup'

export const staleTempFileAfterMs = 24 * 60 * 60 * 1000

/** A fresh path in `tempDir` (made if needed); the caller removes the file when done. */
export async function newTempFile(tempDir: string): Promise<string> {
  await mkdir(tempDir, { recursive: true })
  return path.join(tempDir, randomBytes(12).toString('base64url'))
}

/** Deletes files in `tempDir` untouched for a day: their request ended long ago without cleaning up. */
export async function removeStaleTempFiles(tempDir: string, now: number): Promise<number> {
  const names = await readdir(tempDir).catch(() => [] as string[])
  let removed = 0
  for (const name of names) {
    const file = path.join(tempDir, name)
    const written = await stat(file).then(
      (info) => info.mtimeMs,
      () => now,
    )
    if (now - written < staleTempFileAfterMs) continue
    await rm(file, { force: true }).catch(() => undefined)
    removed += 1
  }
  return removed
}

export function scheduleTempFileCleanup(
  app: FastifyInstance,
  tempDirs: readonly string[],
  now: () => Date,
  log: FastifyBaseLogger,
): void {
  schedulePeriodicCleanup(app, log, {
    async run() {
      let removed = 0
      for (const dir of tempDirs) removed += await removeStaleTempFiles(dir, now().getTime())
      return removed > 0 ? { removed: { removed }, message: 'Removed temporary files left behind' } : null
    },
    failure: 'Could not remove temporary files left behind',
  })
}

/** The first `length` bytes of a local file (fewer when it is shorter), for checks before `moveIn`. */
export async function fileHead(file: string, length: number): Promise<Buffer> {
  const handle = await open(file, 'r')
  try {
    const header = Buffer.alloc(length)
    const { bytesRead } = await handle.read(header, 0, length, 0)
    return header.subarray(0, bytesRead)
  } finally {
    await handle.close()
  }
}
