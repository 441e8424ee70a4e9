// "Measure latency" without a microphone: a stand-in engine (its clock and reported latencies), a
// stand-in capture, and a decoder that answers a recording made here with the clicks where a speaker
// and microphone would put them. The measured input latency is the clicks' delay after the engine's
// reported output time; the round trip adds the reported output latency back.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clickSound, loopbackClickTimesMs, loopbackRecordingMs } from '#app/audio/loopback-clicks'
import { measureLoopbackLatency } from '#app/sessions/cue/measure-latency'
import { microphoneMessages } from '#app/takes/capture-errors'
import { fakeCapture } from '#tests/unit/takes/support/fake-capture'
import { silence, withNoise } from '#tests/unit/support/audio-signals'

const rate = 48_000
/** What the stand-in engine reports: 20 ms output latency and 5 ms base latency. */
const reportedMs = 25

const startedAt = Date.parse('2026-12-06T18:00:00.000Z')
const engine = { scheduled: [] as number[], closed: 0, currentTime: 7 }

class FakeAudioContext {
  sampleRate = rate
  currentTime = engine.currentTime
  outputLatency = 0.02
  baseLatency = 0.005
  state = 'running'
  destination = {}
  async resume() {}
  async close() {
    engine.closed += 1
  }
  createBuffer(_channels: number, length: number) {
    return { length, copyToChannel: () => undefined }
  }
  createBufferSource() {
    return { buffer: null, connect: () => undefined, start: (at: number) => engine.scheduled.push(at) }
  }
}

/** The microphone's recording, as the decoder answers it: clicks `lateMs` after the engine's
 *  reported output time, quieter, under room noise. */
function recordingWithClicks(lateMs: number | null): Float32Array {
  const recording = silence(loopbackRecordingMs / 1000, rate)
  const click = clickSound(rate)
  if (lateMs !== null)
    for (const atMs of loopbackClickTimesMs) {
      const start = Math.round(((atMs + reportedMs + lateMs) / 1000) * rate)
      click.forEach((value, i) => (recording[start + i]! += value * 0.1))
    }
  return withNoise(recording, rate, -55)
}

function decodesAs(recording: Float32Array) {
  class FakeOfflineContext {
    async decodeAudioData() {
      return { numberOfChannels: 1, length: recording.length, getChannelData: () => recording }
    }
  }
  vi.stubGlobal('OfflineAudioContext', FakeOfflineContext)
}

async function measure() {
  const device = fakeCapture()
  const measuring = measureLoopbackLatency(device)
  await vi.runAllTimersAsync()
  return { result: await measuring, device }
}

beforeEach(() => {
  engine.scheduled = []
  engine.closed = 0
  vi.useFakeTimers({ now: startedAt })
  vi.stubGlobal('AudioContext', FakeAudioContext)
  vi.stubGlobal('MediaRecorder', { isTypeSupported: (mime: string) => mime === 'audio/webm;codecs=opus' })
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('measureLoopbackLatency', () => {
  it('plays the three clicks at their times on the engine’s clock while the microphone records', async () => {
    decodesAs(recordingWithClicks(137))
    const { device } = await measure()
    expect(engine.scheduled).toEqual(loopbackClickTimesMs.map((atMs) => engine.currentTime + atMs / 1000))
    expect(device.options?.mime).toBe('audio/webm;codecs=opus')
    expect(device.stopped).toBe(1)
    expect(engine.closed).toBe(1)
  })

  it.each([0, 137, 420])(
    'clicks heard %i ms after the reported output time: that is the input latency, plus 25 ms reported output for the round trip',
    async (lateMs) => {
      decodesAs(recordingWithClicks(lateMs))
      const { result } = await measure()
      expect(result).toEqual({
        inputMs: lateMs,
        roundTripMs: lateMs + reportedMs,
        measuredAt: new Date(startedAt + loopbackRecordingMs).toISOString(),
      })
    },
  )

  it('gives nothing where the microphone did not hear the clicks (headphones), and closes the engine', async () => {
    decodesAs(recordingWithClicks(null))
    const { result } = await measure()
    expect(result).toBeNull()
    expect(engine.closed).toBe(1)
  })

  it('refuses where this browser cannot record, before any sound plays', async () => {
    vi.stubGlobal('MediaRecorder', { isTypeSupported: () => false })
    await expect(measureLoopbackLatency(fakeCapture())).rejects.toThrow(microphoneMessages.unsupported)
    expect(engine.scheduled).toEqual([])
  })
})
