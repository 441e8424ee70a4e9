// What a library file is, told by its first bytes, never by the mime it claims. MP3 and the three
// recorder containers reuse the takes' and episodes' checks; WAV and FLAC are added here.
import { open } from 'node:fs/promises'
import type { LibraryAudioMime } from '../../contract/audio-library'
import { containerHeaderBytes, sniffAudioContainer } from '../../shared/audio-container'
import { sniffEpisodeAudio } from '../episodes/audio-sniff'

const headerBytes = Math.max(containerHeaderBytes, 12)

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end))

export function sniffLibraryAudio(header: Uint8Array): LibraryAudioMime | null {
  if (header.length >= 12 && ascii(header, 0, 4) === 'RIFF' && ascii(header, 8, 12) === 'WAVE') return 'audio/wav'
  if (header.length >= 4 && ascii(header, 0, 4) === 'fLaC') return 'audio/flac'
  // The recorders' containers first: any `ftyp` MP4 (Safari's brands too), WebM, Ogg.
  const container = sniffAudioContainer(header.subarray(0, containerHeaderBytes))
  if (container) return container
  return sniffEpisodeAudio(header)
}

/** The mime the file's first bytes name, or null when it is not audio the library keeps. */
export async function libraryAudioMimeOf(file: string): Promise<LibraryAudioMime | null> {
  const handle = await open(file, 'r')
  try {
    const header = Buffer.alloc(headerBytes)
    const { bytesRead } = await handle.read(header, 0, headerBytes, 0)
    return sniffLibraryAudio(header.subarray(0, bytesRead))
  } finally {
    await handle.close()
  }
}
