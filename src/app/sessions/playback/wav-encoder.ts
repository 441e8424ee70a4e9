// A 16-bit PCM WAV file (RIFF, 44-byte header) from float samples, one array per channel,
// interleaved; samples outside [-1, 1] are clipped. WAV because every browser and editor opens it
// and it needs no encoder in the page (see docs/decisions/033-playback-and-background-sync.md).
export const wavHeaderBytes = 44

export function encodeWav(channels: Float32Array[], sampleRate: number): ArrayBuffer {
  const channelCount = channels.length
  if (channelCount === 0) throw new Error('A WAV file needs at least one channel.')
  const frames = Math.min(...channels.map((channel) => channel.length))
  const blockAlign = channelCount * 2
  const dataBytes = frames * blockAlign
  const buffer = new ArrayBuffer(wavHeaderBytes + dataBytes)
  const view = new DataView(buffer)
  const text = (offset: number, value: string) => [...value].forEach((char, i) => view.setUint8(offset + i, char.charCodeAt(0)))

  text(0, 'RIFF')
  view.setUint32(4, 36 + dataBytes, true)
  text(8, 'WAVE')
  text(12, 'fmt ')
  view.setUint32(16, 16, true) // size of the fmt chunk
  view.setUint16(20, 1, true) // PCM
  view.setUint16(22, channelCount, true)
  view.setUint32(24, sampleRate, true)
  view.setUint32(28, sampleRate * blockAlign, true) // bytes per second
  view.setUint16(32, blockAlign, true)
  view.setUint16(34, 16, true) // bits per sample
  text(36, 'data')
  view.setUint32(40, dataBytes, true)

  let offset = wavHeaderBytes
  for (let frame = 0; frame < frames; frame++) {
    for (const channel of channels) {
      const sample = Math.max(-1, Math.min(1, channel[frame] ?? 0))
      view.setInt16(offset, sample < 0 ? Math.round(sample * 0x8000) : Math.round(sample * 0x7fff), true)
      offset += 2
    }
  }
  return buffer
}
