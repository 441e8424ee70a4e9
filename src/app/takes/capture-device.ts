// What the recorder needs from the browser: open the microphone, hand over a chunk about every
// `timeSliceMs`, tell the input level, stop. The real one wraps RecordRTC (`recordrtc-capture.ts`);
// tests give the recorder a stand-in, so the state machine runs without a microphone.

export interface CaptureOptions {
  mime: string
  timeSliceMs: number
  /** Called with each piece of encoded audio, in order; the last one arrives before `stop` resolves. */
  onChunk: (chunk: Blob) => void
}

export interface CaptureSession {
  /** Input level now, 0 (silence) to 1 (full scale), as RMS. */
  readLevel(): number
  stop(): Promise<void>
}

export interface CaptureDevice {
  /** Opens the microphone and starts recording; rejects with getUserMedia's error. */
  start(options: CaptureOptions): Promise<CaptureSession>
}
