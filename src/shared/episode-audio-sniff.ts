// What an uploaded episode file is, told by its first bytes, never by the Content-Type it claims:
// MP3 (an ID3v2 tag, or an MPEG audio frame header) or MP4 (an `ftyp` box with an audio brand).
import type { EpisodeAudioMime } from '#contract/episodes'

export const sniffBytes = 12

/** Major brands of MP4 files that carry AAC audio (iTunes, GarageBand, ffmpeg, Audacity exports). */
const mp4Brands = new Set([
  'M4A ',
  'M4B ',
  'M4P ',
  'mp42',
  'mp41',
  'isom',
  'iso2',
  'iso4',
  'iso5',
  'iso6',
  'dash',
  'aax ',
])

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end))

/** An MPEG-1/2/2.5 Layer III frame header: 11 sync bits, a version that is not reserved, layer III,
 *  a bitrate that is neither free nor bad, a sample rate that is not reserved. */
function isMp3Frame(header: Uint8Array): boolean {
  const [b0 = 0, b1 = 0, b2 = 0] = header
  if (b0 !== 0xff || (b1 & 0xe0) !== 0xe0) return false
  const version = (b1 >> 3) & 0x03
  const layer = (b1 >> 1) & 0x03
  const bitrate = b2 >> 4
  const sampleRate = (b2 >> 2) & 0x03
  return version !== 0x01 && layer === 0x01 && bitrate !== 0x00 && bitrate !== 0x0f && sampleRate !== 0x03
}

export function sniffEpisodeAudio(header: Uint8Array): EpisodeAudioMime | null {
  if (header.length >= 3 && ascii(header, 0, 3) === 'ID3') return 'audio/mpeg'
  if (isMp3Frame(header)) return 'audio/mpeg'
  if (header.length >= 12 && ascii(header, 4, 8) === 'ftyp' && mp4Brands.has(ascii(header, 8, 12))) return 'audio/mp4'
  return null
}
