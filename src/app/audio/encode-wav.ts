// PCM WAV (RIFF, 44-byte header, interleaved little-endian) in 16 bits, or 24 for masters. Samples
// past ±1 are clamped, never wrapped, but a clamp is still a hard clip: callers limit the audio first.
export interface WavOptions {
  bitDepth: 16 | 24
}

export const wavHeaderBytes = 44
const maxRiffBytes = 0xffff_ffff

/** Encodes the channels (all of one length; a longer one is cut to the shortest) to a WAV file. */
export function encodeWav(channels: readonly Float32Array[], sampleRate: number, { bitDepth }: WavOptions): Blob {
  const channelCount = channels.length
  if (channelCount === 0) throw new Error('A WAV file needs at least one channel.')
  const frames = Math.min(...channels.map((channel) => channel.length))
  const sampleBytes = bitDepth / 8
  const blockAlign = channelCount * sampleBytes
  const dataBytes = frames * blockAlign
  if (wavHeaderBytes - 8 + dataBytes > maxRiffBytes) throw new Error('The audio is too long for one WAV file (4 GB).')

  const buffer = new ArrayBuffer(wavHeaderBytes + dataBytes)
  writeHeader(new DataView(buffer), { channelCount, sampleRate, bitDepth, blockAlign, dataBytes })
  // Straight into one typed array, a channel at a time: no DataView call per sample. A Uint8Array
  // keeps the low 8 bits of what it is given; rounding by `| 0` is three times faster than Math.round.
  const bytes = new Uint8Array(buffer, wavHeaderBytes)
  const fullScale = 2 ** (bitDepth - 1) - 1
  for (let c = 0; c < channelCount; c++) {
    const channel = channels[c]!
    for (let frame = 0, at = c * sampleBytes; frame < frames; frame++, at += blockAlign) {
      const sample = channel[frame]!
      const scaled = (sample > 1 ? 1 : sample < -1 ? -1 : sample) * fullScale
      const value = (scaled < 0 ? scaled - 0.5 : scaled + 0.5) | 0
      bytes[at] = value
      bytes[at + 1] = value >> 8
      if (sampleBytes === 3) bytes[at + 2] = value >> 16
    }
  }
  return new Blob([buffer], { type: 'audio/wav' })
}

interface WavFormat {
  channelCount: number
  sampleRate: number
  bitDepth: number
  blockAlign: number
  dataBytes: number
}

function writeHeader(view: DataView, { channelCount, sampleRate, bitDepth, blockAlign, dataBytes }: WavFormat) {
  const text = (offset: number, value: string) =>
    [...value].forEach((char, i) => view.setUint8(offset + i, char.charCodeAt(0)))
  text(0, 'RIFF')
  view.setUint32(4, wavHeaderBytes - 8 + dataBytes, true)
  text(8, 'WAVE')
  text(12, 'fmt ')
  view.setUint32(16, 16, true) // size of the fmt chunk
  view.setUint16(20, 1, true) // integer PCM: ffmpeg, sox and editors read 24 bits so without the extensible format
  view.setUint16(22, channelCount, true)
  view.setUint32(24, sampleRate, true)
  view.setUint32(28, sampleRate * blockAlign, true) // bytes per second
  view.setUint16(32, blockAlign, true)
  view.setUint16(34, bitDepth, true)
  text(36, 'data')
  view.setUint32(40, dataBytes, true)
}
