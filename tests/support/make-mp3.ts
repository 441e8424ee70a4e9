// Real MP3 files for tests (API uploads, feeds, browser playback), encoded here with the same
// encoder the app uses in the browser: a tone of `seconds` at `frequency` Hz, mono 44.1 kHz.
import { createMp3Encoder } from 'wasm-media-encoders'

export async function makeMp3(seconds: number, frequency = 440): Promise<Buffer> {
  const sampleRate = 44_100
  const encoder = await createMp3Encoder()
  encoder.configure({ sampleRate, channels: 1, vbrQuality: 6 })
  const samples = new Float32Array(Math.round(seconds * sampleRate)).map(
    (_, i) => 0.3 * Math.sin((2 * Math.PI * frequency * i) / sampleRate),
  )
  const parts: Buffer[] = []
  // encode() answers a view of the encoder's memory, overwritten by the next call: copy it.
  for (let at = 0; at < samples.length; at += sampleRate)
    parts.push(Buffer.from(encoder.encode([samples.subarray(at, at + sampleRate)])))
  parts.push(Buffer.from(encoder.finalize()))
  return Buffer.concat(parts)
}
