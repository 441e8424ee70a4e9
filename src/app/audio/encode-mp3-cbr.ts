// Constant-bitrate MP3 for the destinations that ask for one, with LAME in WebAssembly
// (wasm-media-encoders, loaded on first use). It is fed a second at a time and yields to the page
// every ~50 ms; an Info frame (mp3-info-frame.ts) then tells players the exact length.
import { crc16, withInfoFrame } from './mp3-info-frame'

export interface Mp3CbrOptions {
  kbps: 128 | 192 | 320
  /** The file's channels: a mono file averages the source's, a stereo one doubles a mono source. */
  channels: 1 | 2
}

export type EncodeProgress = (percent: number) => void

/** MPEG-1's rates that recordings come at: LAME would resample any other, so the caller does it first. */
const isMp3Rate = (rate: number): rate is 44_100 | 48_000 => rate === 44_100 || rate === 48_000
const yieldAfterMs = 50

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/** The samples from `start` to `end`, as the `outputs` channels the encoder takes. */
function block(channels: readonly Float32Array[], outputs: 1 | 2, start: number, end: number): Float32Array[] {
  const slices = channels.map((channel) => channel.subarray(start, end))
  if (outputs === 2) return slices.length === 1 ? [slices[0]!, slices[0]!] : slices
  if (slices.length === 1) return slices
  const mono = new Float32Array(end - start)
  for (const slice of slices) for (let i = 0; i < mono.length; i++) mono[i]! += slice[i]! / slices.length
  return [mono]
}

/** Encodes the channels (one or two when the file is stereo) to a CBR MP3 that starts with an Info frame. */
export async function encodeMp3Cbr(
  channels: readonly Float32Array[],
  sampleRate: number,
  { kbps, channels: outputs }: Mp3CbrOptions,
  onProgress: EncodeProgress = () => undefined,
): Promise<Blob> {
  if (!isMp3Rate(sampleRate))
    throw new Error(`An MP3 is encoded from 44.1 or 48 kHz audio, not ${sampleRate} Hz: resample it first.`)
  if (channels.length === 0) throw new Error('An MP3 needs at least one channel of audio.')
  if (outputs === 2 && channels.length > 2)
    throw new Error(`A stereo MP3 is made from one or two channels, not ${channels.length}.`)
  const length = Math.min(...channels.map((channel) => channel.length))

  const { createMp3Encoder } = await import('wasm-media-encoders')
  const encoder = await createMp3Encoder()
  encoder.configure({ sampleRate, outputSampleRate: sampleRate, channels: outputs, bitrate: kbps })
  const parts: Uint8Array[] = []
  let streamCrc = 0 // kept as the parts come, so that the Info frame does not hold up the page at the end
  // encode() answers a view of the encoder's memory that the next call overwrites: copy it.
  const keep = (view: Uint8Array) => {
    const part = new Uint8Array(view)
    streamCrc = crc16(part, streamCrc)
    parts.push(part)
  }
  onProgress(0)
  let since = performance.now()
  for (let at = 0; at < length; at += sampleRate) {
    keep(encoder.encode(block(channels, outputs, at, Math.min(at + sampleRate, length))))
    if (performance.now() - since > yieldAfterMs) {
      onProgress(Math.floor((at / length) * 100))
      await nextTask()
      since = performance.now()
    }
  }
  keep(encoder.finalize())

  const stream = new Uint8Array(parts.reduce((bytes, part) => bytes + part.length, 0))
  let offset = 0
  for (const part of parts) {
    stream.set(part, offset)
    offset += part.length
  }
  const mp3 = new Blob(withInfoFrame(stream, length, streamCrc), { type: 'audio/mpeg' })
  onProgress(100)
  return mp3
}
