// Writes a preview's bytes to a file, refusing (413 `tooLarge`) as soon as they pass the library's
// limit for one file, so a huge or endless answer never fills the disk (the upload receiver's
// capped copy, as for a request body).
import { rm } from 'node:fs/promises'
import { Readable } from 'node:stream'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import { audioLibraryLimits } from '#contract/audio-library'
import { receiveToFile } from '../blobs/upload-receiver'
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
  try {
    await receiveToFile(Readable.fromWeb(response.body as WebReadableStream<Uint8Array>), file, maxBytes, tooLarge)
  } catch (error) {
    await rm(file, { force: true }).catch(() => undefined)
    // A transfer cut off or timed out upstream is Freesound's failure, not the member's.
    throw error instanceof HttpError ? error : unreachable()
  }
}
