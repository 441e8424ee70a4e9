// Renders a session (takes plus ducked music, as playback schedules them) to a 16-bit WAV in the
// page, with no server: an OfflineAudioContext at 44.1 kHz, mono (takes are mono microphones and
// the tracks are mono; stereo would double the file for nothing). Progress: loading and decoding
// take the first 40%, rendering (suspended at checkpoints to report) the rest. `renderMixdown` is
// the reusable part (a later issue uploads its result as a podcast episode).
import type { PlanLine, PlayableSession } from './playback-plan'
import { decodeSession, scheduleSession, type LoadAudio } from './session-audio'
import type { SessionSchedule } from './session-schedule'
import { encodeWav } from './wav-encoder'

export const mixdownSampleRate = 44_100
export const mixdownChannels = 1
const loadShare = 40
const checkpoints = 20

export type Progress = (percent: number) => void

export interface RenderedMixdown {
  audio: AudioBuffer
  /** Lines left out because this browser cannot decode their take. */
  unplayable: PlanLine[]
  /** The lines heard, in order, each with its cue in `schedule` (same index). */
  played: PlanLine[]
  schedule: SessionSchedule
  /** Why the chosen library music is not what was mixed, or null. */
  musicNote: string | null
}

export async function renderMixdown(session: PlayableSession, loadAudio: LoadAudio, onProgress: Progress = () => undefined): Promise<RenderedMixdown> {
  if (typeof OfflineAudioContext === 'undefined') throw new Error('This browser cannot make a mixdown.')
  onProgress(0)
  // Decoding in an offline context resamples every take to the mixdown's rate.
  const decoder = new OfflineAudioContext(mixdownChannels, 1, mixdownSampleRate)
  const decoded = await decodeSession(decoder, session, loadAudio, (done, total) => onProgress(Math.floor((done / total) * loadShare)))

  const length = Math.ceil(decoded.schedule.end * mixdownSampleRate)
  const context = new OfflineAudioContext(mixdownChannels, length, mixdownSampleRate)
  scheduleSession(context, decoded, 0)
  reportWhileRendering(context, decoded.schedule.end, onProgress)
  const audio = await context.startRendering()
  onProgress(100)
  return { audio, unplayable: decoded.unplayable, played: decoded.played, schedule: decoded.schedule, musicNote: decoded.musicNote }
}

function reportWhileRendering(context: OfflineAudioContext, duration: number, onProgress: Progress): void {
  // Firefox has no suspend() on an offline context: it renders through, reporting only the end.
  if (typeof context.suspend !== 'function') return
  const quantum = 128 / mixdownSampleRate
  for (let step = 1; step < checkpoints; step++) {
    const time = Math.floor(((duration * step) / checkpoints) / quantum) * quantum
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

export async function mixdownWav(session: PlayableSession, loadAudio: LoadAudio, onProgress?: Progress): Promise<{ wav: Blob; unplayable: PlanLine[]; musicNote: string | null }> {
  const { audio, unplayable, musicNote } = await renderMixdown(session, loadAudio, onProgress)
  const channels = Array.from({ length: audio.numberOfChannels }, (_, index) => audio.getChannelData(index))
  return { wav: new Blob([encodeWav(channels, audio.sampleRate)], { type: 'audio/wav' }), unplayable, musicNote }
}
