// The mic check's steps with a stand-in microphone (the browser's MediaRecorder is not ours): room,
// reading, measuring, done; the recording handed to the measurement with the room's length; the
// studio's words for a microphone the browser refuses.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  createMicCheck,
  maxReadingSeconds,
  minReadingSeconds,
  roomSeconds,
  type MeasureMicCheck,
} from '#app/mic-check/mic-check-run'
import type { MicCheckResult } from '#app/mic-check/mic-check-result'
import { micCheckTexts } from '#app/mic-check/mic-check-texts'
import { microphoneMessages } from '#app/takes/capture-errors'
import { domError, fakeCapture } from '#tests/unit/takes/support/fake-capture'

const result: MicCheckResult = {
  noiseFloorDbfs: -64,
  speechPeakDbfs: -9,
  speechLufs: -21,
  clippedSamples: 0,
  tip: 'ready',
}

function setUp(measure: MeasureMicCheck = async () => result) {
  const device = fakeCapture()
  const measured: Array<{ bytes: number[]; roomSeconds: number }> = []
  const check = createMicCheck({
    device,
    pickMime: () => 'audio/webm;codecs=opus',
    levelIntervalMs: 50,
    measure: async (recording, room) => {
      measured.push({ bytes: [...new Uint8Array(await recording.arrayBuffer())], roomSeconds: room })
      return measure(recording, room)
    },
  })
  return { device, check, measured }
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('a mic check', () => {
  it('listens to the room for 5 s, then to the reading until "Done reading", and measures the one recording', async () => {
    const { device, check, measured } = setUp()
    await check.start()
    expect(check.get()).toEqual({ phase: 'room', secondsLeft: roomSeconds })
    await vi.advanceTimersByTimeAsync(2100)
    expect(check.get()).toEqual({ phase: 'room', secondsLeft: 3 })
    expect(check.level.get()).toBe(0.25)
    device.emit(new Uint8Array([1, 2]))
    await vi.advanceTimersByTimeAsync(3000)
    expect(check.get()).toEqual({ phase: 'reading', canFinish: false })
    await vi.advanceTimersByTimeAsync(minReadingSeconds * 1000)
    expect(check.get()).toEqual({ phase: 'reading', canFinish: true })
    device.finalChunk = new Uint8Array([3])
    await check.doneReading()
    expect(check.get()).toEqual({ phase: 'done', result, report: null })
    expect(measured).toEqual([{ bytes: [1, 2, 3], roomSeconds }])
    expect(device.stopped).toBe(1)
    expect(check.level.get()).toBe(0)
  })

  it('stops reading by itself after 15 s', async () => {
    const { device, check } = setUp()
    await check.start()
    device.emit(new Uint8Array([1]))
    await vi.advanceTimersByTimeAsync((roomSeconds + maxReadingSeconds) * 1000 + 10)
    expect(check.get().phase).toBe('done')
  })

  it('says so when the browser refuses the microphone, when nothing was recorded, and when it cannot be measured', async () => {
    const refused = setUp()
    refused.device.failWith = domError('NotAllowedError')
    await refused.check.start()
    expect(refused.check.get()).toEqual({ phase: 'idle', error: microphoneMessages.denied })

    const empty = setUp()
    await empty.check.start()
    await vi.advanceTimersByTimeAsync(roomSeconds * 1000)
    await empty.check.doneReading()
    expect(empty.check.get()).toEqual({ phase: 'idle', error: micCheckTexts.nothingRecorded })

    const undecodable = setUp(async () => Promise.reject(new Error('EncodingError')))
    await undecodable.check.start()
    undecodable.device.emit(new Uint8Array([1]))
    await vi.advanceTimersByTimeAsync(roomSeconds * 1000)
    await undecodable.check.doneReading()
    expect(undecodable.check.get()).toEqual({ phase: 'idle', error: micCheckTexts.undecodable })
  })

  it('cancelled (the panel closed), it stops the microphone and measures nothing', async () => {
    const { device, check, measured } = setUp()
    await check.start()
    device.emit(new Uint8Array([1]))
    await check.cancel()
    await vi.advanceTimersByTimeAsync((roomSeconds + maxReadingSeconds) * 1000)
    expect(check.get()).toEqual({ phase: 'idle', error: null })
    expect(device.stopped).toBe(1)
    expect(measured).toEqual([])
  })
})
