// What the recorder needs from the browser: open the microphone, hand over a chunk about every
// `timeSliceMs`, tell the input's peak level, say what processing the browser applied, stop. The
// real one wraps RecordRTC (`recordrtc-capture.ts`); tests give the recorder a stand-in, so the
// state machine runs without a microphone.
import type { CaptureReport } from './capture-processing'

export interface CaptureOptions {
  mime: string
  timeSliceMs: number
  /** Called with each piece of encoded audio, in order; the last one arrives before `stop` resolves. */
  onChunk: (chunk: Blob) => void
  /** The microphone and processing asked for; unset: this device's capture settings. */
  constraints?: MediaTrackConstraints
}

export interface CaptureSession {
  /** The input's highest sample since the last read (0 silence, 1 full scale), before any encoding. */
  readPeak(): number
  /** What the browser reports of the track it opened; null where it reports nothing. */
  report: CaptureReport | null
  /** How much sound from before `start` resolved the recording begins with (the studio's lead-in). */
  leadInMs?: number
  stop(): Promise<void>
}

export interface CaptureDevice {
  /** Opens the microphone and starts recording; rejects with getUserMedia's error. */
  start(options: CaptureOptions): Promise<CaptureSession>
}
