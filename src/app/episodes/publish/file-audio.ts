// An audio file chosen for an episode: MP3 and M4A (AAC in MP4) are sent as they are, since every
// podcast app plays them; any other audio the browser can decode (WAV, Ogg, WebM, FLAC…) is decoded
// here, mixed to mono and encoded to MP3 first, up to `encodeMaxSeconds` (longer audio would not fit
// in a tab's memory; an MP3 or M4A of any length goes up as it is). The server checks the bytes.
import type { EpisodeAudioMime } from '#contract/episodes'
import { decodeAt } from '#app/audio/decode-in-page'
import { encodeMp3, type EncodeProgress } from './encode-mp3'

export interface EpisodeAudio {
  blob: Blob
  mime: EpisodeAudioMime
}

export const unreadableFileText = 'This file is not audio this browser can read. Please choose an MP3 or M4A file.'
/** The longest audio encoded in the page. */
export const encodeMaxSeconds = 2 * 60 * 60
export const tooLongToEncodeText =
  'This file is longer than 2 hours and would have to be converted to MP3 on this device, which it cannot do for audio that long. Please export it as MP3 or M4A and choose that file.'

const asIs: Record<string, EpisodeAudioMime> = {
  'audio/mpeg': 'audio/mpeg',
  'audio/mp3': 'audio/mpeg',
  'audio/mp4': 'audio/mp4',
  'audio/x-m4a': 'audio/mp4',
  'audio/m4a': 'audio/mp4',
}
const byExtension: Record<string, EpisodeAudioMime> = { mp3: 'audio/mpeg', m4a: 'audio/mp4' }

/** The container to send `file` in unchanged, or null when it must be encoded first. */
export function uploadableMime(file: Pick<File, 'name' | 'type'>): EpisodeAudioMime | null {
  const declared = asIs[file.type.toLowerCase()]
  if (declared) return declared
  // Some systems declare no type for .m4a files (or call them video/mp4).
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? ''
  return (file.type === '' || file.type === 'video/mp4') && byExtension[extension] ? byExtension[extension] : null
}

export const encodeSampleRate = 44_100

/** The file decoded at `encodeSampleRate`, or the plain reason this browser cannot read it. */
export async function decodeFile(file: Blob): Promise<AudioBuffer> {
  if (typeof OfflineAudioContext === 'undefined') throw new Error(unreadableFileText)
  try {
    return await decodeAt(file, encodeSampleRate)
  } catch {
    throw new Error(unreadableFileText)
  }
}

export async function prepareFileAudio(
  file: File,
  onEncoding: EncodeProgress,
  normalised?: Blob,
): Promise<EpisodeAudio> {
  if (normalised) return { blob: normalised, mime: 'audio/mpeg' }
  const mime = uploadableMime(file)
  if (mime) return { blob: file, mime }
  const decoded = await decodeFile(file)
  if (decoded.duration > encodeMaxSeconds) throw new Error(tooLongToEncodeText)
  const channels = Array.from({ length: decoded.numberOfChannels }, (_, index) => decoded.getChannelData(index))
  return { blob: await encodeMp3(channels, decoded.sampleRate, onEncoding), mime: 'audio/mpeg' }
}
