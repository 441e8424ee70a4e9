// Renders a session (takes plus ducked music, as playback schedules them) in the page, with no
// server: an OfflineAudioContext, mono (takes are mono microphones and the tracks are mono; stereo
// would double the file for nothing), at the rate the destination wants. Each take can be levelled
// first: measured to EBU R128 in the audio worker and brought within ±1.5 LU of the session's
// median line. Progress: loading, decoding and measuring take the first 40%, rendering (suspended
// at checkpoints to report) the rest. Finishing for a destination is `render-for-preset.ts`.
import { fromDb } from '#app/audio/decibels'
import { levelLines } from '#app/audio/levelling'
import { measureInWorker } from '#app/audio/measure-in-worker'
import { averageChannels } from '#app/audio/mono'
import type { PlanLine, PlayableSession } from './playback-plan'
import { decodeSession, scheduleSession, type LoadAudio } from './session-audio'
import type { SessionSchedule } from './session-schedule'

export const mixdownSampleRate = 44_100
export const mixdownChannels = 1
const loadShare = 40
const checkpoints = 20

export type Progress = (percent: number) => void

export interface RenderOptions {
  sampleRate?: number
  /** false: voices only. */
  withMusic?: boolean
  /** Level each take against the session's median line. */
  levelVoices?: boolean
}

/** Each played line's loudness as recorded and the gain levelling gave it. */
export interface LineLevel {
  lineLufs: number
  gainDb: number
}

export interface RenderedMixdown {
  audio: AudioBuffer
  /** Lines left out because this browser cannot decode their take. */
  unplayable: PlanLine[]
  /** The lines heard, in order, each with its cue in `schedule` (same index). */
  played: PlanLine[]
  schedule: SessionSchedule
  /** Why the chosen library music is not what was mixed, or null. */
  musicNote: string | null
  /** Per played line, in order; empty when the voices were not levelled. */
  levels: LineLevel[]
}

async function levelVoices(voices: readonly AudioBuffer[]): Promise<LineLevel[]> {
  const lineLufs: number[] = []
  for (const voice of voices)
    lineLufs.push((await measureInWorker([averageChannels(voice)], voice.sampleRate)).report.integratedLufs)
  const { gainsDb } = levelLines(lineLufs)
  return lineLufs.map((lufs, index) => ({ lineLufs: lufs, gainDb: gainsDb[index] ?? 0 }))
}

export async function renderMixdown(
  session: PlayableSession,
  loadAudio: LoadAudio,
  onProgress: Progress = () => undefined,
  { sampleRate = mixdownSampleRate, withMusic = true, levelVoices: level = false }: RenderOptions = {},
): Promise<RenderedMixdown> {
  if (typeof OfflineAudioContext === 'undefined') throw new Error('This browser cannot make a mixdown.')
  onProgress(0)
  // Decoding in an offline context resamples every take to the mixdown's rate.
  const decoder = new OfflineAudioContext(mixdownChannels, 1, sampleRate)
  const decoded = await decodeSession(decoder, session, loadAudio, (done, total) =>
    onProgress(Math.floor((done / total) * loadShare)),
  )
  const levels = level ? await levelVoices(decoded.voices) : []

  const length = Math.max(1, Math.ceil(decoded.schedule.end * sampleRate))
  const context = new OfflineAudioContext(mixdownChannels, length, sampleRate)
  scheduleSession(context, decoded, 0, { voiceGains: levels.map((line) => fromDb(line.gainDb)), withMusic })
  reportWhileRendering(context, decoded.schedule.end, onProgress)
  const audio = await context.startRendering()
  onProgress(100)
  return {
    audio,
    unplayable: decoded.unplayable,
    played: decoded.played,
    schedule: decoded.schedule,
    musicNote: withMusic ? decoded.musicNote : null,
    levels,
  }
}

function reportWhileRendering(context: OfflineAudioContext, duration: number, onProgress: Progress): void {
  // Firefox has no suspend() on an offline context: it renders through, reporting only the end.
  if (typeof context.suspend !== 'function') return
  const quantum = 128 / context.sampleRate
  for (let step = 1; step < checkpoints; step++) {
    const time = Math.floor((duration * step) / checkpoints / quantum) * quantum
    if (time <= 0 || time >= duration) continue
    // Older engines without suspend, or two checkpoints in one render quantum: render on without.
    context
      .suspend(time)
      .then(() => {
        onProgress(loadShare + Math.floor(((100 - loadShare) * step) / checkpoints))
        return context.resume()
      })
      .catch(() => undefined)
  }
}
