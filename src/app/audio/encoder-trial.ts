// What the MP3 encoder will do to a long recording's loudness and true peak, learnt from a few
// excerpts before the whole file is encoded. Its low-pass takes some loudness and its quantising
// raises the true peak, by amounts that depend on the sound, not on its level: twelve 5 s excerpts,
// brought to the target as the whole will be, encoded and decoded, tell both in well under a second,
// so the whole file is normalised once to a target that allows for them and encoded once, instead of
// encoded, measured and encoded again.
import type { DecodeAudio } from './finish-for-preset'
import { measureLoudness } from './loudness'
import { limitTruePeak } from './true-peak-limiter'

export interface EncoderEffect {
  /** The mean loudness the encoder took away, in LU (positive when the file is quieter). */
  loudnessLossLu: number
  /** The most the true peak rose in any excerpt, in dB. */
  truePeakRiseDb: number
}

const excerptSeconds = 5
const excerptCount = 12
/** Shorter recordings are encoded whole in about the time a trial takes: no trial. */
const shortestForTrialSeconds = excerptSeconds * excerptCount * 2

/** The encoder's effect on mono `channels` brought to `gainDb` under `ceilingDbtp`; null for more
 *  than one channel, when there is too little audio for a trial, or no excerpt can be measured. */
export async function trialEncode(
  channels: readonly Float32Array[],
  sampleRate: number,
  { gainDb, ceilingDbtp }: { gainDb: number; ceilingDbtp: number },
  encode: (audio: Float32Array[]) => Promise<Blob>,
  decode: DecodeAudio,
): Promise<EncoderEffect | null> {
  const [mono] = channels
  if (channels.length !== 1 || !mono || mono.length < shortestForTrialSeconds * sampleRate) return null
  const length = mono.length
  const excerptLength = excerptSeconds * sampleRate
  const losses: number[] = []
  let truePeakRiseDb = -Infinity
  for (let index = 0; index < excerptCount; index++) {
    const start = Math.floor(((index + 0.5) * length) / excerptCount - excerptLength / 2)
    const excerpt = limitTruePeak([mono.subarray(start, start + excerptLength)], sampleRate, { ceilingDbtp, gainDb })
    const before = measureLoudness(excerpt, sampleRate)
    const after = measureLoudness(await decode(await encode(excerpt)), sampleRate)
    if (!Number.isFinite(before.integratedLufs) || !Number.isFinite(after.integratedLufs)) continue
    losses.push(before.integratedLufs - after.integratedLufs)
    truePeakRiseDb = Math.max(truePeakRiseDb, after.truePeakDbtp - before.truePeakDbtp)
  }
  if (losses.length === 0) return null
  return {
    loudnessLossLu: losses.reduce((sum, loss) => sum + loss, 0) / losses.length,
    truePeakRiseDb: Math.max(0, truePeakRiseDb),
  }
}
