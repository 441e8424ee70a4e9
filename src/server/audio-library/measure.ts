// A library file's duration, decoded with music-metadata as episode uploads are. A WebM straight from
// MediaRecorder carries no duration; then the recorder's own measure (tus metadata) is used.
import { parseStream } from 'music-metadata'
import { audioLibraryMessages, type LibraryAudioMime } from '#contract/audio-library'
import { HttpError } from '../http/errors'
import type { AudioSource } from './audio-source'

export async function measureLibraryAudio(
  source: AudioSource,
  mime: LibraryAudioMime,
  fallbackMs?: number,
): Promise<number> {
  const size = await source.size()
  const stream = await source.stream()
  const metadata = await parseStream(stream, { mimeType: mime, size }, { duration: true, skipCovers: true }).catch(
    () => null,
  )
  stream.destroy()
  const seconds = metadata?.format.duration ?? 0
  if (Number.isFinite(seconds) && seconds > 0) return Math.max(1, Math.round(seconds * 1000))
  if (fallbackMs !== undefined && fallbackMs > 0) return fallbackMs
  throw new HttpError(422, audioLibraryMessages.unreadable)
}
