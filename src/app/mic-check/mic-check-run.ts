// One mic check: idle → room (5 s, the member quiet) → reading (until "Done reading", 15 s at most)
// → measuring → done, on one recording made as a take is (same microphone, settings and codec), so
// the check hears what a take will hold. The recording stays in memory and is dropped once measured.
import {
  levelReadings,
  microphoneErrorMessage,
  microphoneMessages,
  pickRecordingMime,
  recordRtcCapture,
  type CaptureDevice,
  type CaptureReport,
  type CaptureSession,
} from '../takes'
import { subscribable, type Subscribable } from '../ui/subscribable'
import type { MicCheckResult } from './mic-check-result'
import { micCheckTexts } from './mic-check-texts'

export const roomSeconds = 5
/** "Done reading" waits this long: a line read at performance level takes longer, and loudness needs it. */
export const minReadingSeconds = 2
export const maxReadingSeconds = 15

export type MicCheckState =
  | { phase: 'idle'; error: string | null }
  | { phase: 'room'; secondsLeft: number }
  | { phase: 'reading'; canFinish: boolean }
  | { phase: 'measuring' }
  | { phase: 'done'; result: MicCheckResult; report: CaptureReport | null }

/** Measures a recording whose first `roomSeconds` are the room alone. */
export type MeasureMicCheck = (recording: Blob, roomSeconds: number) => Promise<MicCheckResult>

export interface MicCheckDeps {
  measure: MeasureMicCheck
  device?: CaptureDevice
  pickMime?: () => string | null
  levelIntervalMs?: number
}

export interface MicCheck extends Subscribable<MicCheckState> {
  level: Subscribable<number>
  heldLevel: Subscribable<number>
  start(): Promise<void>
  /** Ends the reading (the member pressed "Done reading", or its time ran out); the check is then measured. */
  doneReading(): Promise<void>
  /** Stops whatever runs and forgets the recording (the panel closed). */
  cancel(): Promise<void>
}

export function createMicCheck({
  measure,
  device = recordRtcCapture,
  pickMime = pickRecordingMime,
  levelIntervalMs = 50,
}: MicCheckDeps): MicCheck {
  const state = subscribable<MicCheckState>({ phase: 'idle', error: null })
  const levels = levelReadings()
  let running: {
    capture: CaptureSession
    chunks: Blob[]
    mime: string
    timers: ReturnType<typeof setTimeout>[]
  } | null = null
  let generation = 0

  const clearTimers = (timers: ReturnType<typeof setTimeout>[]) =>
    timers.forEach((timer) => {
      clearInterval(timer)
      clearTimeout(timer)
    })

  async function stopCapture(): Promise<{ recording: Blob; report: CaptureReport | null } | null> {
    const current = running
    if (!current) return null
    running = null
    clearTimers(current.timers)
    levels.reset()
    await current.capture.stop().catch(() => undefined)
    return { recording: new Blob(current.chunks, { type: current.mime }), report: current.capture.report }
  }

  async function start() {
    const phase = state.get().phase
    if (phase === 'room' || phase === 'reading' || phase === 'measuring') return
    const mime = pickMime()
    if (!mime) return state.set({ phase: 'idle', error: microphoneMessages.unsupported })
    const started = ++generation
    const chunks: Blob[] = []
    let capture: CaptureSession
    try {
      capture = await device.start({ mime, timeSliceMs: 1000, onChunk: (chunk) => chunks.push(chunk) })
    } catch (error) {
      if (started === generation) state.set({ phase: 'idle', error: microphoneErrorMessage(error) })
      return
    }
    if (started !== generation) return void (await capture.stop().catch(() => undefined))
    const startedAt = performance.now()
    const secondsLeft = () => Math.max(0, Math.ceil(roomSeconds - (performance.now() - startedAt) / 1000))
    const timers = [
      setInterval(() => levels.read(capture.readPeak()), levelIntervalMs),
      setInterval(() => {
        if (state.get().phase === 'room') state.set({ phase: 'room', secondsLeft: secondsLeft() })
      }, 250),
      setTimeout(() => state.set({ phase: 'reading', canFinish: false }), roomSeconds * 1000),
      setTimeout(() => state.set({ phase: 'reading', canFinish: true }), (roomSeconds + minReadingSeconds) * 1000),
      setTimeout(() => void doneReading(), (roomSeconds + maxReadingSeconds) * 1000),
    ]
    running = { capture, chunks, mime, timers }
    state.set({ phase: 'room', secondsLeft: roomSeconds })
  }

  async function doneReading() {
    if (state.get().phase !== 'reading') return
    const started = generation
    state.set({ phase: 'measuring' })
    const stopped = await stopCapture()
    if (!stopped || started !== generation) return
    if (stopped.recording.size === 0) return state.set({ phase: 'idle', error: micCheckTexts.nothingRecorded })
    try {
      const result = await measure(stopped.recording, roomSeconds)
      if (started === generation) state.set({ phase: 'done', result, report: stopped.report })
    } catch {
      if (started === generation) state.set({ phase: 'idle', error: micCheckTexts.undecodable })
    }
  }

  async function cancel() {
    generation++
    await stopCapture()
    state.set({ phase: 'idle', error: null })
  }

  return { ...state, level: levels.level, heldLevel: levels.heldLevel, start, doneReading, cancel }
}
