// MP3 encoding in the page with LAME compiled to WebAssembly (wasm-media-encoders, loaded on first
// use so only the publish screen pays for it). Mono, VBR: speech over music needs no more. The
// encoder is fed a second at a time, mixed to mono a second at a time (no full-length mono copy of a
// long episode), and yields to the page every ~50 ms, so a progress bar moves and the tab stays
// responsive while a long episode encodes.
export const mp3VbrQuality = 4
const yieldAfterMs = 50

export type EncodeProgress = (percent: number) => void

/** The samples from `start` to `end` averaged over the channels (a mono source's own samples). */
export function monoBlock(channels: readonly Float32Array[], start: number, end: number): Float32Array {
  const [first] = channels
  if (!first) return new Float32Array(0)
  if (channels.length === 1) return first.subarray(start, end)
  const mono = new Float32Array(Math.max(0, Math.min(end, first.length) - start))
  for (const channel of channels)
    for (let i = 0; i < mono.length; i++) mono[i]! += (channel[start + i] ?? 0) / channels.length
  return mono
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/** Encodes the channels (all of one length) to a mono MP3. */
export async function encodeMp3(
  channels: readonly Float32Array[],
  sampleRate: number,
  onProgress: EncodeProgress = () => undefined,
): Promise<Blob> {
  const { createMp3Encoder } = await import('wasm-media-encoders')
  const encoder = await createMp3Encoder()
  encoder.configure({ sampleRate, channels: 1, vbrQuality: mp3VbrQuality })
  const parts: Uint8Array<ArrayBuffer>[] = []
  // encode() answers a view of the encoder's memory that the next call overwrites: copy it.
  const keep = (view: Uint8Array) => parts.push(new Uint8Array(view))
  onProgress(0)
  const length = channels[0]?.length ?? 0
  let since = performance.now()
  for (let at = 0; at < length; at += sampleRate) {
    keep(encoder.encode([monoBlock(channels, at, at + sampleRate)]))
    if (performance.now() - since > yieldAfterMs) {
      onProgress(Math.floor((at / length) * 100))
      await nextTask()
      since = performance.now()
    }
  }
  keep(encoder.finalize())
  onProgress(100)
  return new Blob(parts, { type: 'audio/mpeg' })
}
