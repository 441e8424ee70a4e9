// A take's loudness and peak, measured on the device once it is saved, for its row in the studio:
// the recording decoded by the browser, its channels averaged (audio/mono.ts) and measured to EBU R128 in the audio worker. A take the browser cannot
// decode, or too short or silent to measure, keeps null figures; the take itself is untouched.
import { measureInWorker } from '../audio/measure-in-worker'
import { averageChannels } from '../audio/mono'
import type { LocalTake, TakesStore } from './takes-store'

export type TakeLevel = NonNullable<LocalTake['level']>

const measureRate = 48_000
const finiteOrNull = (value: number) => (Number.isFinite(value) ? Math.round(value * 10) / 10 : null)

async function decodeMono(audio: Blob): Promise<Float32Array> {
  return averageChannels(await new OfflineAudioContext(1, 1, measureRate).decodeAudioData(await audio.arrayBuffer()))
}

export async function measureTakeLevel(audio: Blob): Promise<TakeLevel> {
  const { report } = await measureInWorker([await decodeMono(audio)], measureRate)
  return { lufs: finiteOrNull(report.integratedLufs), peakDbfs: finiteOrNull(report.samplePeakDbfs) }
}

/** Measures a saved take and keeps the figures on its record; never fails the take. */
export async function keepTakeLevel(takes: TakesStore, takeId: string, audio: Blob): Promise<void> {
  if (typeof OfflineAudioContext === 'undefined') return
  const level = await measureTakeLevel(audio).catch(() => ({ lufs: null, peakDbfs: null }))
  await takes.update(takeId, (take) => ({ ...take, level })).catch(() => undefined)
}

/** "-23.4 LUFS, peak -4.8 dBFS", or what could not be measured. */
export function describeTakeLevel(level: TakeLevel): string {
  if (level.lufs === null && level.peakDbfs === null) return 'Level not measurable'
  const loudness = level.lufs === null ? 'too short to measure loudness' : `${level.lufs.toFixed(1)} LUFS`
  const peak = level.peakDbfs === null ? '' : `, peak ${level.peakDbfs.toFixed(1)} dBFS`
  return `${loudness}${peak}`
}
