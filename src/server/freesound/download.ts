// Writes a preview's bytes to a file, refusing (413 `tooLarge`) as soon as they pass the library's
// limit for one file, so a huge or endless answer never fills the disk.
import { createWriteStream } from 'node:fs'
import { rm } from 'node:fs/promises'
import { Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import { audioLibraryLimits } from '../../contract/audio-library'
import { HttpError } from '../http/errors'
import { tooLarge } from '../audio-library/service'
import { unreachable } from './client'

export async function downloadCapped(
  response: Response,
  file: string,
  maxBytes: number = audioLibraryLimits.maxBytes,
): Promise<void> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN)
  if (declared > maxBytes || !response.body) {
    await response.body?.cancel()
    throw declared > maxBytes ? tooLarge() : unreachable()
  }
  let received = 0
  const cap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length
      done(received > maxBytes ? tooLarge() : null, chunk)
    },
  })
  try {
    await pipeline(Readable.fromWeb(response.body as WebReadableStream<Uint8Array>), cap, createWriteStream(file))
  } catch (error) {
    await rm(file, { force: true }).catch(() => undefined)
    // A transfer cut off or timed out upstream is Freesound's failure, not the member's.
    throw error instanceof HttpError ? error : unreachable()
  }
}
