// Plays a session live. The AudioContext is made at once, inside the click that asked for it
// (browsers only let a page start sound from a gesture); decoding follows. Stopping, or the end,
// closes the context, which stops every source and frees the decoded audio.
import type { PlanLine, PlayableSession } from './playback-plan'
import { decodeSession, scheduleSession, type LoadAudio } from './session-audio'

export interface PlaybackHandle {
  stop(): void
  /** Settles when playback ended or was stopped; rejects when it could not start. */
  finished: Promise<void>
}

export const noWebAudioMessage = 'This browser cannot play audio.'
export const noSoundOutputMessage = 'This device has no sound output the browser can use.'
/** A browser with no audio device (Firefox without a sound server) never settles resume(). */
export const soundStartTimeoutMs = 8000

export async function soundStarted(context: AudioContext): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const gaveUp = new Promise<void>((resolve) => (timer = setTimeout(resolve, soundStartTimeoutMs)))
  await Promise.race([context.resume().catch(() => undefined), gaveUp])
  clearTimeout(timer)
  if (context.state !== 'running') throw new Error(noSoundOutputMessage)
}

/** `onPlaying` gets the lines left out because this browser cannot decode their take, and why the
 *  chosen music is not what plays (null when it is); `onLine` the line whose take plays, as each
 *  starts, and null between and after them. */
export function startSessionPlayback(
  session: PlayableSession,
  loadAudio: LoadAudio,
  onPlaying: (unplayable: PlanLine[], musicNote: string | null) => void,
  onLine: (line: PlanLine | null) => void = () => undefined,
): PlaybackHandle {
  if (typeof AudioContext === 'undefined')
    return { stop: () => undefined, finished: Promise.reject(new Error(noWebAudioMessage)) }
  const context = new AudioContext()
  let stopped = false
  let ended: () => void = () => undefined
  const timers: Array<ReturnType<typeof setTimeout>> = []
  const close = () => {
    timers.forEach(clearTimeout)
    if (context.state !== 'closed') void context.close().catch(() => undefined)
  }

  const finished = (async () => {
    const [decoded] = await Promise.all([decodeSession(context, session, loadAudio), soundStarted(context)])
    if (stopped) return
    await new Promise<void>((resolve) => {
      ended = resolve
      const lead = 0.1
      const music = scheduleSession(context, decoded, context.currentTime + lead)
      music.onended = () => resolve()
      onPlaying(decoded.unplayable, decoded.musicNote)
      // Which line plays, by the page's clock: near enough to the audio clock to show it.
      decoded.schedule.cues.forEach((cue, index) => {
        const line = decoded.played[index] ?? null
        timers.push(setTimeout(() => onLine(line), (lead + cue.start) * 1000))
        timers.push(setTimeout(() => onLine(null), (lead + cue.start + cue.duration) * 1000))
      })
    })
  })().finally(() => {
    close()
    onLine(null)
  })

  return {
    stop() {
      stopped = true
      ended()
      close()
    },
    finished: finished.catch((error: unknown) => {
      if (stopped) return
      throw error
    }),
  }
}
