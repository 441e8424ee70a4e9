// What a library file is, told by its first bytes, never by the mime it claims: the server checks
// every upload with it, and the browser names the mime of a chosen file with it before sending.
// MP3 and the recorders' three containers reuse the takes' and episodes' checks; WAV and FLAC are
// added here.
import type { LibraryAudioMime } from '#contract/audio-library'
import { containerHeaderBytes, sniffAudioContainer } from './audio-container'
import { sniffEpisodeAudio } from './episode-audio-sniff'

/** How many first bytes the check reads. */
export const libraryHeaderBytes = Math.max(containerHeaderBytes, 12)

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end))

export function sniffLibraryAudio(header: Uint8Array): LibraryAudioMime | null {
  if (header.length >= 12 && ascii(header, 0, 4) === 'RIFF' && ascii(header, 8, 12) === 'WAVE') return 'audio/wav'
  if (header.length >= 4 && ascii(header, 0, 4) === 'fLaC') return 'audio/flac'
  // The recorders' containers first: any `ftyp` MP4 (Safari's brands too), WebM, Ogg.
  const container = sniffAudioContainer(header.subarray(0, containerHeaderBytes))
  if (container) return container
  return sniffEpisodeAudio(header)
}
