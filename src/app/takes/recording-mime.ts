import {
  containerHeaderBytes,
  containerOfMime,
  sniffAudioContainer,
  type AudioContainer,
} from '#shared/audio-container'

/** Opus in WebM where the browser records it (Chrome, Firefox, Edge), else AAC in MP4 (Safari). */
export const preferredRecordingMimes = ['audio/webm;codecs=opus', 'audio/mp4'] as const

type IsTypeSupported = (mime: string) => boolean

const browserSupports: IsTypeSupported = (mime) =>
  typeof MediaRecorder !== 'undefined' &&
  typeof MediaRecorder.isTypeSupported === 'function' &&
  MediaRecorder.isTypeSupported(mime)

/** The mime to record with; null when the browser can record neither. */
export function pickRecordingMime(isTypeSupported: IsTypeSupported = browserSupports): string | null {
  return preferredRecordingMimes.find((mime) => isTypeSupported(mime)) ?? null
}

/**
 * The container audio was really recorded in: its first bytes, else the type the recorder gave the
 * blob, else the mime it was asked for. A recorder may record another container than the one asked
 * for (RecordRTC on Firefox makes Ogg), so what was asked for is only the last resort.
 */
export async function recordedContainer(audio: Blob, askedMime: string): Promise<AudioContainer | null> {
  const header = new Uint8Array(await audio.slice(0, containerHeaderBytes).arrayBuffer())
  return sniffAudioContainer(header) ?? containerOfMime(audio.type) ?? containerOfMime(askedMime)
}

/**
 * The mime a take keeps on the device: the recorder's own type for its first chunk when that names
 * the container the bytes start (it carries the codec), else the container the bytes start.
 */
export async function recordedMime(firstChunk: Blob, askedMime: string): Promise<string> {
  const container = await recordedContainer(firstChunk, askedMime)
  if (!container) return firstChunk.type || askedMime
  return containerOfMime(firstChunk.type) === container ? firstChunk.type : container
}
