// The last steps before a file leaves the device: loudness to the destination's target under its
// ceiling (in the audio worker), the encoding it asks for, and the preflight measured on the result.
// An MP3 encoder moves the loudness and the true peak a little (its low-pass takes some loudness,
// its quantising adds up to a dB of peak): where the page can decode, a trial on a few excerpts
// (encoder-trial.ts) tells by how much before the whole is normalised, and the file itself is then
// decoded and measured, and made once more with the difference corrected only when it still misses. The
// mixdown's channels are handed over (moved to the worker), never copied here.
import { encodeMp3Cbr } from './encode-mp3-cbr'
import { trialEncode } from './encoder-trial'
import { encodeWav } from './encode-wav'
import type { LoudnessReport } from './loudness'
import { measureInWorker, normaliseInWorker } from './measure-in-worker'
import { preflight, type PreflightRule } from './preflight'
import { audiobookTarget, podcastTarget, presets, ruleCeilingDbtp, type PresetId } from './presets'

export interface FinishedAudio {
  blob: Blob
  before: LoudnessReport
  after: LoudnessReport
  rules: PreflightRule[]
  /** How many times the file was encoded (the first, and each correction). */
  encodes: number
}

export type FinishProgress = (percent: number) => void

/** Decodes an encoded file back to its channels (the browser's decoder); absent, the float audio is measured. */
export type DecodeAudio = (file: Blob) => Promise<Float32Array[]>

/** A file within this of its target is left as it is. */
const loudnessSlackLu = 0.15
const maxCorrections = 2

/** The limiter's ceiling sits under the rule's by this much plus twice the trial's largest rise: the
 *  excerpts miss some peaks, and elsewhere the rise measured up to 1.8 times the trial's. */
const trialPeakMarginDb = 0.3
const trialRiseFactor = 2

/** Loudness done at 30%, encoding the rest. */
const measuredShare = 30

/** Podcast: -16 LUFS. ACX reads plain RMS: the loudness that puts the RMS at -20 dB, from the gap
 *  between the two. */
function finishingTarget(
  preset: 'podcast' | 'audiobook',
  report: LoudnessReport,
): { targetLufs: number; ceilingDbtp: number } {
  if (preset === 'podcast') return { ...podcastTarget }
  const gap = report.rmsDbfs - report.integratedLufs
  return {
    targetLufs: Number.isFinite(gap) ? audiobookTarget.rmsDbfs - gap : audiobookTarget.rmsDbfs,
    ceilingDbtp: audiobookTarget.ceilingDbtp,
  }
}

export async function finishForPreset(
  preset: PresetId,
  channels: Float32Array[],
  sampleRate: number,
  onProgress: FinishProgress = () => undefined,
  decode?: DecodeAudio,
): Promise<FinishedAudio> {
  if (sampleRate !== presets[preset].sampleRate)
    throw new Error(
      `The ${presets[preset].name} preset renders at ${presets[preset].sampleRate} Hz, not ${sampleRate} Hz.`,
    )
  onProgress(0)
  const encodingProgress = (percent: number) =>
    onProgress(measuredShare + Math.floor(((100 - measuredShare) * percent) / 100))
  if (preset === 'master') {
    // An audition wants the voice as recorded: measured for the preflight, not changed.
    const measured = await measureInWorker(channels, sampleRate)
    onProgress(measuredShare)
    const blob = encodeWav(measured.channels, sampleRate, { bitDepth: 24 })
    onProgress(100)
    return {
      blob,
      before: measured.report,
      after: measured.report,
      rules: preflight(preset, measured.report),
      encodes: 0,
    }
  }
  const kbps = preset === 'podcast' ? 128 : 192
  const encode = (audio: Float32Array[], progress?: FinishProgress) =>
    encodeMp3Cbr(audio, sampleRate, { kbps, channels: 1 }, progress)
  const measured = await measureInWorker(channels, sampleRate)
  const target = finishingTarget(preset, measured.report)
  let aim = target
  if (decode && Number.isFinite(measured.report.integratedLufs)) {
    const effect = await trialEncode(
      measured.channels,
      sampleRate,
      { gainDb: target.targetLufs - measured.report.integratedLufs, ceilingDbtp: target.ceilingDbtp },
      encode,
      decode,
    )
    if (effect) {
      aim = {
        targetLufs: target.targetLufs + effect.loudnessLossLu,
        ceilingDbtp: Math.min(
          target.ceilingDbtp,
          ruleCeilingDbtp[preset] - trialPeakMarginDb - trialRiseFactor * effect.truePeakRiseDb,
        ),
      }
    }
  }
  onProgress(measuredShare / 2)
  const normalised = await normaliseInWorker(measured.channels, sampleRate, { ...aim, measured: measured.report })
  onProgress(measuredShare)
  let blob = await encode(normalised.channels, decode ? (percent) => encodingProgress(percent / 2) : encodingProgress)
  let after = normalised.after
  let encodes = 1
  if (decode && normalised.outcome !== 'unmeasurable') {
    after = (await measureInWorker(await decode(blob), sampleRate)).report
    // The encoder's loss is not quite linear in the gain: up to two corrections, each from the last file.
    let current = normalised
    for (let correction = 0; correction < maxCorrections; correction++) {
      const loudnessMiss = target.targetLufs - after.integratedLufs
      const peakExcess = after.truePeakDbtp - ruleCeilingDbtp[preset]
      if (Math.abs(loudnessMiss) <= loudnessSlackLu && peakExcess <= -0.2) break
      current = await normaliseInWorker(current.channels, sampleRate, {
        targetLufs: current.after.integratedLufs + loudnessMiss,
        ceilingDbtp: aim.ceilingDbtp - Math.max(0, peakExcess + 0.3),
      })
      blob = await encode(current.channels, (percent) => encodingProgress(50 + percent / 2))
      encodes++
      after = (await measureInWorker(await decode(blob), sampleRate)).report
    }
  }
  onProgress(100)
  return { blob, before: measured.report, after, rules: preflight(preset, after), encodes }
}
