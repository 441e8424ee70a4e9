// The browser's own decoder, as a listener's player hears a file: decoded and resampled to one rate.
import type { DecodeAudio } from './finish-for-preset'

/** Decodes `file` at `sampleRate`; rejects when this browser cannot read it. */
export async function decodeAt(file: Blob, sampleRate: number): Promise<AudioBuffer> {
  // An offline context resamples what it decodes to its own rate.
  return new OfflineAudioContext(1, 1, sampleRate).decodeAudioData(await file.arrayBuffer())
}

/** The decoded channels, copied: the audio worker takes arrays over, and an AudioBuffer's own need
 *  not be transferable. */
export const channelsOf = (decoded: AudioBuffer): Float32Array[] =>
  Array.from({ length: decoded.numberOfChannels }, (_, index) => decoded.getChannelData(index).slice())

export const decodeInPage =
  (sampleRate: number): DecodeAudio =>
  async (file) =>
    channelsOf(await decodeAt(file, sampleRate))
