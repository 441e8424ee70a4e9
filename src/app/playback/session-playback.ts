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

/** `onPlaying` gets the lines left out because this browser cannot decode their take. */
export function startSessionPlayback(session: PlayableSession, loadAudio: LoadAudio, onPlaying: (unplayable: PlanLine[]) => void): PlaybackHandle {
  if (typeof AudioContext === 'undefined') return { stop: () => undefined, finished: Promise.reject(new Error(noWebAudioMessage)) }
  const context = new AudioContext()
  let stopped = false
  let ended: () => void = () => undefined
  const close = () => {
    if (context.state !== 'closed') void context.close().catch(() => undefined)
  }

  const finished = (async () => {
    await context.resume().catch(() => undefined)
    const decoded = await decodeSession(context, session, loadAudio)
    if (stopped) return
    await new Promise<void>((resolve) => {
      ended = resolve
      const music = scheduleSession(context, decoded, context.currentTime + 0.1)
      music.onended = () => resolve()
      onPlaying(decoded.unplayable)
    })
  })().finally(close)

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
