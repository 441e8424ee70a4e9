// The studio's warm microphone: one open stream reused by every press, reopened for new
// constraints or after its track ended, opened ahead only where the permission is granted, and
// stopped on release, also when getUserMedia answers after the release. The browser's getUserMedia
// is the stand-in here (no microphone in jsdom); the browser tests open the real one.
import { describe, expect, it } from 'vitest'
import { createWarmMicrophone } from '#app/takes/warm-microphone'

interface FakeTrack {
  readyState: 'live' | 'ended'
  stop(): void
}

function fakeStream(): MediaStream & { track: FakeTrack } {
  const track: FakeTrack = {
    readyState: 'live',
    stop() {
      this.readyState = 'ended'
    },
  }
  return { track, getTracks: () => [track], getAudioTracks: () => [track] } as unknown as MediaStream & {
    track: FakeTrack
  }
}

function microphone({ granted = true } = {}) {
  const opened: ReturnType<typeof fakeStream>[] = []
  const asked: MediaStreamConstraints[] = []
  let answer: () => void = () => undefined
  let held = false
  const warm = createWarmMicrophone({
    getUserMedia: (constraints) => {
      asked.push(constraints)
      const stream = fakeStream()
      opened.push(stream)
      if (!held) return Promise.resolve(stream)
      return new Promise((resolve) => (answer = () => resolve(stream)))
    },
    granted: async () => granted,
    loadRecorder: async () => undefined,
  })
  return {
    warm,
    opened,
    asked,
    holdAnswers: () => (held = true),
    answer: () => answer(),
  }
}

const unprocessed = { echoCancellation: false, channelCount: 1 }

describe('the warm microphone', () => {
  it('opens once and gives every take the same open stream', async () => {
    const { warm, opened } = microphone()
    const first = await warm.stream(unprocessed)
    expect(await warm.stream(unprocessed)).toBe(first)
    expect(opened).toHaveLength(1)
    expect(warm.isOpen()).toBe(true)
  })

  it('reopens for other constraints, stopping the old stream, and after its track ended', async () => {
    const { warm, opened, asked } = microphone()
    await warm.stream(unprocessed)
    await warm.stream({ ...unprocessed, echoCancellation: true })
    expect(opened[0]!.track.readyState).toBe('ended')
    expect(asked.at(-1)).toEqual({ audio: { ...unprocessed, echoCancellation: true } })
    opened[1]!.track.stop()
    expect(await warm.stream({ ...unprocessed, echoCancellation: true })).toBe(opened[2])
  })

  it('is opened ahead of a press only where the permission is granted', async () => {
    const asked = microphone({ granted: false })
    await asked.warm.warmUp(unprocessed)
    expect(asked.opened).toHaveLength(0)
    const allowed = microphone()
    await allowed.warm.warmUp(unprocessed)
    expect(allowed.opened).toHaveLength(1)
  })

  it('once open, stays open however the permission is reported (Firefox cannot be asked)', async () => {
    const { warm, opened } = microphone({ granted: false })
    await warm.stream(unprocessed)
    await warm.warmUp(unprocessed)
    expect(opened).toHaveLength(1)
    expect(opened[0]!.track.readyState).toBe('live')
  })

  it('stops its tracks on release, also a stream that arrives after it', async () => {
    const { warm, opened, holdAnswers, answer } = microphone()
    await warm.stream(unprocessed)
    warm.release()
    await Promise.resolve()
    expect(opened[0]!.track.readyState).toBe('ended')
    expect(warm.isOpen()).toBe(false)

    holdAnswers()
    const late = warm.stream(unprocessed)
    warm.release()
    answer()
    await late
    await Promise.resolve()
    expect(opened[1]!.track.readyState).toBe('ended')
    expect(warm.isOpen()).toBe(false)
  })

  it('is ready for a take without waiting only while its stream for those constraints is open and live', async () => {
    const { warm, opened } = microphone()
    expect(warm.ready(unprocessed)).toBeNull()
    await warm.stream(unprocessed)
    expect(warm.ready(unprocessed)?.stream).toBe(opened[0])
    expect(warm.ready({ ...unprocessed, echoCancellation: true })).toBeNull()
    opened[0]!.track.stop()
    expect(warm.ready(unprocessed)).toBeNull()
    await warm.stream(unprocessed)
    warm.release()
    expect(warm.ready(unprocessed)).toBeNull()
  })
})
