// Audio made in the test: silence, tone bursts, room noise of a given RMS level, joined end to end.

/** A deterministic noise source (mulberry32), so a failing case fails the same way again. */
function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export const silence = (sampleRate: number, seconds: number) => new Float32Array(Math.round(sampleRate * seconds))

export function tone(sampleRate: number, seconds: number, { hz = 440, dbfs = -20 } = {}): Float32Array {
  const amplitude = 10 ** (dbfs / 20) * Math.SQRT2
  return Float32Array.from(
    { length: Math.round(sampleRate * seconds) },
    (_, i) => amplitude * Math.sin((2 * Math.PI * hz * i) / sampleRate),
  )
}

export function join(...parts: Float32Array[]): Float32Array {
  const joined = new Float32Array(parts.reduce((sum, part) => sum + part.length, 0))
  let at = 0
  for (const part of parts) {
    joined.set(part, at)
    at += part.length
  }
  return joined
}

/** `samples` with white noise of RMS `dbfs` added (uniform noise: RMS is its half-range over √3). */
export function withNoise(samples: Float32Array, dbfs: number, seed = 1): Float32Array {
  const next = random(seed)
  const halfRange = 10 ** (dbfs / 20) * Math.sqrt(3)
  return samples.map((sample) => sample + (next() * 2 - 1) * halfRange)
}
