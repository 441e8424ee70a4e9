// Test signals made in the test, no binary fixtures: sines and sine sequences as EBU Tech 3341 and 3342
// define their conformance signals (a level in dBFS is the sine's peak), and seeded noise.

export const amplitudeOf = (dbfs: number) => 10 ** (dbfs / 20)

export interface SineOptions {
  dbfs: number
  seconds: number
  sampleRate: number
  frequency?: number
  phaseDegrees?: number
}

export function sine({ dbfs, seconds, sampleRate, frequency = 1000, phaseDegrees = 0 }: SineOptions): Float32Array {
  const amplitude = amplitudeOf(dbfs)
  const phase = (phaseDegrees * Math.PI) / 180
  const samples = new Float32Array(Math.round(seconds * sampleRate))
  for (let i = 0; i < samples.length; i++) {
    samples[i] = amplitude * Math.sin((2 * Math.PI * frequency * i) / sampleRate + phase)
  }
  return samples
}

/** A 1 kHz sine through segments of [dBFS, seconds], one after another. */
export function sineSequence(sampleRate: number, segments: readonly (readonly [number, number])[]): Float32Array {
  return join(...segments.map(([dbfs, seconds]) => sine({ dbfs, seconds, sampleRate })))
}

/** The parts one after another. */
export function join(...parts: Float32Array[]): Float32Array {
  const samples = new Float32Array(parts.reduce((length, part) => length + part.length, 0))
  let at = 0
  for (const part of parts) {
    samples.set(part, at)
    at += part.length
  }
  return samples
}

export const silence = (seconds: number, sampleRate: number) => new Float32Array(Math.round(seconds * sampleRate))

/** The same samples in both channels of a stereo pair (two arrays). */
export const stereo = (samples: Float32Array): Float32Array[] => [samples, samples.slice()]

/** Gaussian white noise of the given RMS (dBFS), the same for the same seed. */
export function whiteNoise(seconds: number, sampleRate: number, rmsDbfs = -20, seed = 1): Float32Array {
  let state = seed >>> 0 || 1
  const uniform = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0
    return (state + 0.5) / 2 ** 32
  }
  const rms = amplitudeOf(rmsDbfs)
  const samples = new Float32Array(Math.round(seconds * sampleRate))
  for (let i = 0; i < samples.length; i++) {
    samples[i] = rms * Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform())
  }
  return samples
}

/** `samples` with seeded white noise of RMS `rmsDbfs` added under them, as a room's under a voice. */
export function withNoise(samples: Float32Array, sampleRate: number, rmsDbfs: number, seed = 1): Float32Array {
  const noise = whiteNoise(samples.length / sampleRate, sampleRate, rmsDbfs, seed)
  return samples.map((sample, i) => sample + (noise[i] ?? 0))
}

/**
 * Something like a voice for a loudness meter: noise shaped into syllables (about 4 a second) with
 * pauses between phrases, so its peaks stand well above its loudness, as speech's do.
 */
export function speechLike(seconds: number, sampleRate: number, rmsDbfs = -26, seed = 1): Float32Array {
  const samples = whiteNoise(seconds, sampleRate, rmsDbfs + 6, seed)
  let smoothed = 0
  for (let i = 0; i < samples.length; i++) {
    const t = i / sampleRate
    const syllable = Math.sin(Math.PI * 4 * t) ** 2
    const phrase = t % 3 < 2.4 ? 1 : 0.01
    // A one-pole low-pass takes the hiss out, as a voice has little above a few kHz.
    smoothed += 0.35 * (samples[i]! - smoothed)
    samples[i] = 2 * smoothed * syllable * phrase
  }
  return samples
}
