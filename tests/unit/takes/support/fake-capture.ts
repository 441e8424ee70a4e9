// A stand-in for the browser's microphone and MediaRecorder (not for any module of ours): the test
// decides when chunks arrive, what level the input has, and whether opening fails.
import type { CaptureDevice, CaptureOptions, CaptureSession } from '#app/takes/capture-device'

export interface FakeCapture extends CaptureDevice {
  /** The options of the last start. */
  options: CaptureOptions | null
  level: number
  /** What the next start throws, like getUserMedia does. */
  failWith: unknown
  /** Hands the recorder a chunk as MediaRecorder's dataavailable would (typed as asked, by default). */
  emit(bytes: Uint8Array, type?: string): void
  /** Chunks to hand over when the recording stops (MediaRecorder's last dataavailable). */
  finalChunk: Uint8Array | null
  stopped: number
  /** The sound from before the start each recording begins with (the studio's lead-in). */
  leadInMs: number
}

export function fakeCapture(): FakeCapture {
  const fake: FakeCapture = {
    options: null,
    level: 0.25,
    failWith: null,
    finalChunk: null,
    stopped: 0,
    leadInMs: 0,
    emit(bytes, type) {
      fake.options?.onChunk(new Blob([bytes.slice()], { type: type ?? fake.options.mime }))
    },
    async start(options): Promise<CaptureSession> {
      if (fake.failWith) throw fake.failWith
      fake.options = options
      return {
        readPeak: () => fake.level,
        report: null,
        leadInMs: fake.leadInMs,
        async stop() {
          if (fake.finalChunk) fake.emit(fake.finalChunk)
          fake.stopped += 1
        },
      }
    },
  }
  return fake
}

export const domError = (name: string, message = name) => new DOMException(message, name)
