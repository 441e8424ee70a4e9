// The loopback measurement: the microphone records while three clicks play through the speaker at
// known times (audio/loopback-clicks.ts); the delay they show with is the device's input latency
// after the engine's reported output time. Null where the microphone did not hear them.
import { decodeAt } from '#app/audio/decode-in-page'
import { clickSound, loopbackClickTimesMs, loopbackDelayMs, loopbackRecordingMs } from '#app/audio/loopback-clicks'
import { averageChannels } from '#app/audio/mono'
import { microphoneMessages, pickRecordingMime, recordRtcCapture, type CaptureDevice } from '#app/takes'
import { soundStarted } from '../playback/session-playback'
import type { MeasuredLatency } from './cue-latency'
import { heardAt, reportedOutputMs } from './heard-at'

const decodeRate = 48_000
const clickGain = 0.5

export async function measureLoopbackLatency(
  device: CaptureDevice = recordRtcCapture,
): Promise<MeasuredLatency | null> {
  const mime = pickRecordingMime()
  if (!mime) throw new Error(microphoneMessages.unsupported)
  const context = new AudioContext()
  try {
    await soundStarted(context)
    const chunks: Blob[] = []
    const capture = await device.start({ mime, timeSliceMs: 500, onChunk: (chunk) => chunks.push(chunk) })
    const startedAt = Date.now()
    const sound = clickSound(context.sampleRate).map((value) => value * clickGain)
    const click = context.createBuffer(1, sound.length, context.sampleRate)
    click.copyToChannel(sound, 0)
    const now = context.currentTime
    const expectedMs = loopbackClickTimesMs.map((atMs) => {
      const at = now + atMs / 1000
      const source = context.createBufferSource()
      source.buffer = click
      source.connect(context.destination)
      source.start(at)
      return heardAt(context, at) - startedAt
    })
    await new Promise((resolve) => setTimeout(resolve, loopbackRecordingMs))
    await capture.stop()
    const recording = averageChannels(await decodeAt(new Blob(chunks, { type: mime }), decodeRate))
    const inputMs = loopbackDelayMs(recording, decodeRate, expectedMs)
    if (inputMs === null) return null
    const roundTripMs = Math.max(0, reportedOutputMs(context) + inputMs)
    return { inputMs: Math.round(inputMs), roundTripMs: Math.round(roundTripMs), measuredAt: new Date().toISOString() }
  } finally {
    void context.close().catch(() => undefined)
  }
}
