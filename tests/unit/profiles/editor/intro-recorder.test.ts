import { describe, expect, it } from 'vitest'
import { createIntroRecorder, nothingRecordedMessage, type PlayAudio } from '#app/profiles/editor/intro-recorder'
import { microphoneMessages } from '#app/takes/capture-errors'
import { domError, fakeCapture } from '#tests/unit/takes/support/fake-capture'

function setUp() {
  const device = fakeCapture()
  const played: { audio: Blob; end: () => void; stopped: boolean }[] = []
  const playAudio: PlayAudio = async (audio, onEnded) => {
    const entry = { audio, end: onEnded, stopped: false }
    played.push(entry)
    return () => {
      entry.stopped = true
    }
  }
  const recorder = createIntroRecorder({
    device,
    playAudio,
    pickMime: () => 'audio/webm;codecs=opus',
    levelIntervalMs: 5,
  })
  return { device, recorder, played }
}

describe('intro recorder', () => {
  it('records into one in-memory Blob: idle → recording → idle with the recording', async () => {
    const { device, recorder } = setUp()
    expect(recorder.get()).toEqual({ status: 'idle', recording: null, error: null })
    await recorder.start()
    expect(recorder.get().status).toBe('recording')
    await expect.poll(() => recorder.level.get()).toBe(0.25)
    device.emit(new Uint8Array([1, 2, 3]))
    device.finalChunk = new Uint8Array([4, 5])
    await recorder.stop()
    const { status, recording } = recorder.get()
    expect(status).toBe('idle')
    expect(recording?.type).toBe('audio/webm')
    expect([...new Uint8Array(await (recording as Blob).arrayBuffer())]).toEqual([1, 2, 3, 4, 5])
    expect(recorder.level.get()).toBe(0)
  })

  it('holds the highest level for a moment: a short sound stays on the meter after it has passed', async () => {
    const { device, recorder } = setUp()
    device.level = 0.5
    await recorder.start()
    await expect.poll(() => recorder.heldLevel.get()).toBe(0.5)
    device.level = 0.01
    await expect.poll(() => recorder.level.get()).toBe(0.01)
    expect(recorder.heldLevel.get()).toBe(0.5)
    await recorder.stop()
    expect(recorder.heldLevel.get()).toBe(0)
  })

  it('plays the new recording (playing → idle when it ends), or loads the saved intro', async () => {
    const { device, recorder, played } = setUp()
    const saved = new Blob(['saved'])
    await recorder.play(async () => saved)
    expect(recorder.get().status).toBe('playing')
    expect(played[0]?.audio).toBe(saved)
    played[0]?.end()
    expect(recorder.get().status).toBe('idle')

    await recorder.start()
    device.emit(new Uint8Array([9]))
    await recorder.stop()
    await recorder.play(async () => saved)
    expect(played[1]?.audio).toBe(recorder.get().recording)
    recorder.stopPlaying()
    expect(played[1]?.stopped).toBe(true)
    expect(recorder.get().status).toBe('idle')
  })

  it('shows the studio texts for a microphone failure, and says when nothing was recorded', async () => {
    const { device, recorder } = setUp()
    device.failWith = domError('NotAllowedError')
    await recorder.start()
    expect(recorder.get()).toMatchObject({ status: 'idle', error: microphoneMessages.denied })
    device.failWith = null
    await recorder.start()
    await recorder.stop()
    expect(recorder.get()).toMatchObject({ status: 'idle', recording: null, error: nothingRecordedMessage })
    const unsupported = createIntroRecorder({ device, pickMime: () => null })
    await unsupported.start()
    expect(unsupported.get().error).toBe(microphoneMessages.unsupported)
  })

  it('stops by itself at the length limit, and reset forgets the recording', async () => {
    const device = fakeCapture()
    const recorder = createIntroRecorder({ device, pickMime: () => 'audio/webm', maxMs: 20 })
    await recorder.start()
    device.emit(new Uint8Array([1]))
    await expect.poll(() => recorder.get().status).toBe('idle')
    expect(device.stopped).toBe(1)
    expect(recorder.get().recording?.size).toBe(1)
    await recorder.reset()
    expect(recorder.get().recording).toBeNull()
  })

  it('a microphone that opens after the dialog was closed is shut at once', async () => {
    const { device, recorder } = setUp()
    const starting = recorder.start()
    await recorder.reset()
    await starting
    expect(device.stopped).toBe(1)
    expect(recorder.get().status).toBe('idle')
  })
})
