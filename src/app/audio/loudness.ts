// What a recording measures, in one pass over each channel in 100 ms steps: the K-weighted and the
// plain energy of each step (the only thing kept per step), the peaks and the clipped samples. Gating,
// range and the noise floor are then read from the steps. Non-finite samples count as silence.
import { KWeightingFilter } from './k-weighting'
import { integratedLoudness, loudnessRange } from './loudness-gating'
import { TruePeakMeter } from './true-peak'

export interface LoudnessReport {
  /** BS.1770-4 gated loudness; -Infinity for silence and for audio shorter than one 400 ms block. */
  integratedLufs: number
  /** EBU Tech 3342 loudness range; 0 when no 3 s short-term block passes the gates. */
  loudnessRangeLu: number
  /** BS.1770-4 Annex 2 true peak (4× oversampled), never under the sample peak; -Infinity for silence. */
  truePeakDbtp: number
  samplePeakDbfs: number
  /** RMS of every sample of every channel, as ACX reads it (a full-scale sine reads -3 dB). */
  rmsDbfs: number
  /** RMS of the quietest 500 ms window (100 ms hop), ACX's noise floor; the whole RMS when shorter. */
  noiseFloorDbfs: number
  /** Samples at or past ±0.99997 (about -0.0003 dBFS), over all channels. */
  fullScaleSamples: number
  durationSeconds: number
}

const fullScale = 0.99997
const noiseFloorSteps = 5

const decibels = (ratio: number) => (ratio > 0 ? 20 * Math.log10(ratio) : -Infinity)
const powerDecibels = (meanSquare: number) => (meanSquare > 0 ? 10 * Math.log10(meanSquare) : -Infinity)

/**
 * Measures mono or stereo audio (more channels each weigh 1.0: no surround weighting). A mono
 * recording is measured as one channel, as BS.1770 does, not as the same sound on two speakers.
 * Channels of unequal length are read to the shortest. Throws only for a sample rate that is not positive.
 */
export function measureLoudness(channels: readonly Float32Array[], sampleRate: number): LoudnessReport {
  if (!(sampleRate > 0 && Number.isFinite(sampleRate))) throw new RangeError(`Not a sample rate: ${sampleRate}`)
  const frames = channels.length === 0 ? 0 : Math.min(...channels.map((channel) => channel.length))
  const stepLength = Math.max(1, Math.round(sampleRate / 10))
  const steps = Math.ceil(frames / stepLength)
  const weighted = new Float64Array(steps)
  const plain = new Float64Array(steps)
  let samplePeak = 0
  let truePeak = 0
  let fullScaleSamples = 0

  for (const channel of channels) {
    const filter = new KWeightingFilter(sampleRate)
    const meter = new TruePeakMeter(stepLength)
    const { block } = meter
    for (let step = 0; step < steps; step++) {
      const start = step * stepLength
      const length = Math.min(stepLength, frames - start)
      weighted[step]! += filter.sumOfSquares(channel, start, length, block)
      let sumOfSquares = 0
      for (let i = 0; i < length; i++) {
        const x = block[i]!
        sumOfSquares += x * x
        const magnitude = Math.abs(x)
        if (magnitude > samplePeak) samplePeak = magnitude
        if (magnitude >= fullScale) fullScaleSamples++
      }
      plain[step]! += sumOfSquares
      meter.push(length)
    }
    truePeak = Math.max(truePeak, meter.truePeak())
  }

  const wholeSteps = Math.floor(frames / stepLength)
  const samples = frames * channels.length
  const rmsDbfs = powerDecibels(samples === 0 ? 0 : plain.reduce((sum, energy) => sum + energy, 0) / samples)
  return {
    integratedLufs: integratedLoudness(weighted, wholeSteps, stepLength),
    loudnessRangeLu: loudnessRange(weighted, wholeSteps, stepLength),
    truePeakDbtp: decibels(Math.max(truePeak, samplePeak)),
    samplePeakDbfs: decibels(samplePeak),
    rmsDbfs,
    noiseFloorDbfs:
      wholeSteps < noiseFloorSteps ? rmsDbfs : quietestWindow(plain, wholeSteps, stepLength * channels.length),
    fullScaleSamples,
    durationSeconds: frames / sampleRate,
  }
}

/** RMS (dBFS) of the quietest run of noiseFloorSteps whole steps. */
function quietestWindow(plain: Float64Array, wholeSteps: number, samplesPerStep: number): number {
  let quietest = Infinity
  for (let first = 0; first + noiseFloorSteps <= wholeSteps; first++) {
    let sum = 0
    for (let step = first; step < first + noiseFloorSteps; step++) sum += plain[step]!
    if (sum < quietest) quietest = sum
  }
  return powerDecibels(quietest / (noiseFloorSteps * samplesPerStep))
}
