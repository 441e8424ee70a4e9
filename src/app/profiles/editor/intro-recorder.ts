// The intro recorder: idle → recording → idle (with a recording) → playing → idle. Unlike a studio
// take, an intro is short, so its chunks stay in memory and become one Blob on stop; nothing goes to
// IndexedDB or the upload queue (the dialog sends it with Save Changes). Recording stops by itself
// after `maxMs`. Failures of the microphone keep the studio's alert texts.
import {
  levelReadings,
  microphoneErrorMessage,
  microphoneMessages,
  pickRecordingMime,
  recordedContainer,
  recordRtcCapture,
  type CaptureDevice,
  type CaptureSession,
} from '#app/takes'
import { subscribable, type Subscribable } from '#app/ui/subscribable'

export type IntroStatus = 'idle' | 'recording' | 'playing'

export interface IntroState {
  status: IntroStatus
  /** The newly recorded intro, not yet saved. */
  recording: Blob | null
  error: string | null
}

/** Plays audio and calls `onEnded` when it finishes, `failed` when the browser stopped it with an
 *  error (Firefox without a sound output "plays" to the end at once so); the returned function stops it early. */
export type PlayAudio = (audio: Blob, onEnded: (failed?: boolean) => void) => Promise<() => void>

export interface IntroRecorder extends Subscribable<IntroState> {
  level: Subscribable<number>
  /** The highest `level` of the last moments (takes/level-readings.ts), so a short sound stays readable. */
  heldLevel: Subscribable<number>
  start(): Promise<void>
  stop(): Promise<void>
  /** Plays the new recording, or the saved intro (loaded by `loadSaved`) when nothing was recorded. */
  play(loadSaved?: () => Promise<Blob>): Promise<void>
  stopPlaying(): void
  /** Forgets the new recording (and stops whatever runs). */
  reset(): Promise<void>
}

export interface IntroRecorderDeps {
  device?: CaptureDevice
  pickMime?: () => string | null
  playAudio?: PlayAudio
  maxMs?: number
  levelIntervalMs?: number
}

export const introMaxSeconds = 120
export const nothingRecordedMessage = 'Nothing was recorded. Check the microphone and try again.'
const playFailedMessage = 'The intro could not be played.'

const playWithAudioElement: PlayAudio = async (blob, onEnded) => {
  const url = URL.createObjectURL(blob)
  const audio = new Audio(url)
  const release = () => {
    audio.pause()
    URL.revokeObjectURL(url)
  }
  audio.onended = () => {
    release()
    onEnded()
  }
  audio.onerror = () => {
    audio.onended = null
    release()
    onEnded(true)
  }
  try {
    await audio.play()
  } catch (error) {
    release()
    throw error
  }
  return release
}

export function createIntroRecorder({
  device = recordRtcCapture,
  pickMime = pickRecordingMime,
  playAudio = playWithAudioElement,
  maxMs = introMaxSeconds * 1000,
  levelIntervalMs = 50,
}: IntroRecorderDeps = {}): IntroRecorder {
  const state = subscribable<IntroState>({ status: 'idle', recording: null, error: null })
  const levels = levelReadings()
  let session: {
    capture: CaptureSession
    chunks: Blob[]
    mime: string
    timers: ReturnType<typeof setTimeout>[]
  } | null = null
  let stopPlayback: (() => void) | null = null
  let starting = false
  // Bumped by reset: a microphone that opens after the dialog closed is shut at once.
  let generation = 0

  const update = (patch: Partial<IntroState>) => state.set({ ...state.get(), ...patch })

  function stopPlaying() {
    stopPlayback?.()
    stopPlayback = null
    if (state.get().status === 'playing') update({ status: 'idle' })
  }

  async function start() {
    if (starting || state.get().status === 'recording') return
    stopPlaying()
    update({ error: null })
    const mime = pickMime()
    if (!mime) return update({ error: microphoneMessages.unsupported })
    const chunks: Blob[] = []
    starting = true
    const started = generation
    try {
      const capture = await device.start({ mime, timeSliceMs: 1000, onChunk: (chunk) => chunks.push(chunk) })
      if (started !== generation) return void (await capture.stop().catch(() => undefined))
      const timers = [
        setInterval(() => levels.read(capture.readPeak()), levelIntervalMs),
        setTimeout(() => void stop(), maxMs),
      ]
      session = { capture, chunks, mime, timers }
      update({ status: 'recording' })
    } catch (error) {
      update({ error: microphoneErrorMessage(error) })
    } finally {
      starting = false
    }
  }

  async function stop() {
    const running = session
    if (!running) return
    session = null
    running.timers.forEach((timer) => {
      clearInterval(timer)
      clearTimeout(timer)
    })
    levels.reset()
    try {
      await running.capture.stop()
    } catch {
      // The chunks handed over so far are the recording.
    }
    const recorded = new Blob(running.chunks)
    const blob = new Blob([recorded], { type: (await recordedContainer(recorded, running.mime)) ?? running.mime })
    if (blob.size === 0) update({ status: 'idle', error: nothingRecordedMessage })
    else update({ status: 'idle', recording: blob, error: null })
  }

  async function play(loadSaved?: () => Promise<Blob>) {
    const { recording, status } = state.get()
    if ((!recording && !loadSaved) || status !== 'idle') return
    update({ status: 'playing', error: null })
    try {
      const audio = recording ?? (await (loadSaved as () => Promise<Blob>)())
      if (state.get().status !== 'playing') return
      const stopIt = await playAudio(audio, (failed) => {
        stopPlayback = null
        if (state.get().status === 'playing')
          update(failed ? { status: 'idle', error: playFailedMessage } : { status: 'idle' })
      })
      if (state.get().status === 'playing') stopPlayback = stopIt
      else stopIt()
    } catch {
      update({ status: 'idle', error: playFailedMessage })
    }
  }

  return {
    get: state.get,
    subscribe: state.subscribe,
    level: levels.level,
    heldLevel: levels.heldLevel,
    start,
    stop,
    play,
    stopPlaying,
    async reset() {
      generation += 1
      await stop()
      stopPlaying()
      update({ recording: null, error: null })
    },
  }
}
