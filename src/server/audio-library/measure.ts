// A library file's duration, decoded with music-metadata as episode uploads are. A WebM straight from
// MediaRecorder carries no duration; then the recorder's own measure (tus metadata) is used.
import { parseFile } from 'music-metadata'
import { audioLibraryMessages } from '../../contract/audio-library'
import { HttpError } from '../http/errors'

export async function measureLibraryAudio(file: string, fallbackMs?: number): Promise<number> {
  const metadata = await parseFile(file, { duration: true, skipCovers: true }).catch(() => null)
  const seconds = metadata?.format.duration ?? 0
  if (Number.isFinite(seconds) && seconds > 0) return Math.max(1, Math.round(seconds * 1000))
  if (fallbackMs !== undefined && fallbackMs > 0) return fallbackMs
  throw new HttpError(422, audioLibraryMessages.unreadable)
}
