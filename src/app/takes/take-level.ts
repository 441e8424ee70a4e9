// A take's loudness, peak and speech span, measured on the device once it is saved: the recording
// decoded by the browser, its channels averaged (audio/mono.ts), measured to EBU R128 and trimmed
// (audio/speech-span.ts) in the audio worker. The figures are for its row in the studio; the trim is
// kept on the take and sent to the server for playback, the mixdown and episodes. A take the browser
// cannot decode, or too short or silent to measure, keeps null figures and plays whole; the take
// itself is untouched.
import { decodeAt } from '../audio/decode-in-page'
import { measureTakeInWorker } from '../audio/measure-in-worker'
import { averageChannels } from '../audio/mono'
import { waveformPeaks } from '../audio/waveform-peaks'
import { takePeaksCount } from '#contract/takes'
import type { SyncQueue } from '../offline/sync-queue'
import { queueTakeTrim } from './take-trim-sync'
import type { LocalTake, TakesStore } from './takes-store'

export type TakeLevel = NonNullable<LocalTake['level']>
export type TakeTrim = NonNullable<LocalTake['trim']>

const measureRate = 48_000
const finiteOrNull = (value: number) => (Number.isFinite(value) ? Math.round(value * 10) / 10 : null)

const decodeMono = async (audio: Blob): Promise<Float32Array> => averageChannels(await decodeAt(audio, measureRate))

export interface TakeMeasures {
  level: TakeLevel
  /** Null when no speech was found. */
  trim: TakeTrim | null
}

/** `cueEndMs`: a take recorded through the partner's cue is measured and trimmed from where the cue
 *  ended, so the cue heard through a speaker is neither its loudness nor its first words; with no
 *  speech after it, the take keeps everything from there. */
export async function measureTake(audio: Blob, cueEndMs: number | null = null): Promise<TakeMeasures> {
  const mono = await decodeMono(audio)
  const lengthMs = (mono.length / measureRate) * 1000
  const wholeMs = Math.round(lengthMs)
  const fromMs = cueEndMs === null ? 0 : Math.min(cueEndMs, Math.floor(lengthMs))
  // The whole take's waveform, before its samples go to the worker.
  const peaks = Array.from(waveformPeaks(mono, takePeaksCount), (peak) => Math.min(100, Math.round(peak * 100)))
  // A view, not a copy: the worker is handed the whole buffer (and `mono` is empty here afterwards).
  const { report, span } = await measureTakeInWorker(
    mono.subarray(Math.round((fromMs / 1000) * measureRate)),
    measureRate,
  )
  const level = { lufs: finiteOrNull(report.integratedLufs), peakDbfs: finiteOrNull(report.samplePeakDbfs), peaks }
  if (span.speech) return { level, trim: { startMs: fromMs + span.startMs, endMs: fromMs + span.endMs } }
  return { level, trim: fromMs > 0 && wholeMs > fromMs ? { startMs: fromMs, endMs: wholeMs } : null }
}

/** Measures a saved take, keeps the figures and the trim on its record and queues the trim for the
 *  server (unless the member already set one); never fails the take. */
export async function keepTakeMeasures(
  takes: TakesStore,
  queue: Pick<SyncQueue, 'enqueue'>,
  takeId: string,
  audio: Blob,
): Promise<void> {
  if (typeof OfflineAudioContext === 'undefined') return
  const cueEndMs = (await takes.get(takeId).catch(() => undefined))?.cueEndMs ?? null
  const measured = await measureTake(audio, cueEndMs).catch((): TakeMeasures => ({
    level: { lufs: null, peakDbfs: null },
    trim: null,
  }))
  // A member who moved the points before the measurement ended keeps theirs.
  let trimmedByMember = false
  const kept = await takes
    .update(takeId, (take) => {
      trimmedByMember = take.trim !== undefined && take.trim !== null
      return { ...take, level: measured.level, trim: trimmedByMember ? take.trim : measured.trim }
    })
    .catch(() => undefined)
  // The member's points, queued already, go again with the loudness and the waveform (the queue
  // keeps one per take).
  const points = trimmedByMember ? kept?.trim : measured.trim
  if (kept && points) {
    const { userId, sessionId } = kept
    const { startMs, endMs } = points
    const { lufs, peaks } = measured.level
    await queueTakeTrim(queue, { userId, sessionId, takeId, startMs, endMs, lufs, peaks }).catch(() => undefined)
  }
}

/** "-23.4 LUFS, peak -4.8 dBFS", or what could not be measured. */
export function describeTakeLevel(level: TakeLevel): string {
  if (level.lufs === null && level.peakDbfs === null) return 'Level not measurable'
  const loudness = level.lufs === null ? 'too short to measure loudness' : `${level.lufs.toFixed(1)} LUFS`
  const peak = level.peakDbfs === null ? '' : `, peak ${level.peakDbfs.toFixed(1)} dBFS`
  return `${loudness}${peak}`
}
