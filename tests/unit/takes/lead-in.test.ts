// The lead-in line (issue 38's pre-roll) as the studio builds it on the browser's Web Audio: its only
// memory is one delay of 300 ms, fixed when it is built (so an hour open holds no more than a
// minute), the microphone's rate and channels kept, the live sound metered before the delay, a
// context the browser held back resumed by the member's first gesture or by the press, and all of
// it closed with the microphone. jsdom has no Web Audio: the browser's AudioContext is a stand-in
// here that records what is built; tests/e2e/lead-in.spec.ts records through the real one.
import { describe, expect, it, vi } from 'vitest'
import { leadInMs, openLeadIn } from '#app/takes/lead-in'
import { createWarmMicrophone } from '#app/takes/warm-microphone'

interface Built {
  options: AudioContextOptions
  delays: { maxDelayTime: number; delayTime: number }[]
  output: { channelCount: number; channelCountMode: string }
  state: AudioContextState
  resumes: number
  closed: boolean
}

function standInContext(built: Built[], { startsAs = 'running' as AudioContextState, resumable = true } = {}) {
  class Node {
    channelCount = 2
    channelCountMode = 'max'
    connect<T>(next: T): T {
      return next
    }
  }
  return (options: AudioContextOptions) => {
    const record: Built = {
      options,
      delays: [],
      output: new Node(),
      state: startsAs,
      resumes: 0,
      closed: false,
    }
    built.push(record)
    return {
      get state() {
        return record.state
      },
      createMediaStreamSource: () => new Node(),
      createDelay(maxDelayTime: number) {
        const delay = Object.assign(new Node(), { maxDelayTime, delayTime: { value: 0 } })
        record.delays.push({
          maxDelayTime,
          get delayTime() {
            return delay.delayTime.value
          },
        })
        return delay
      },
      createMediaStreamDestination: () => Object.assign(record.output, { stream: { id: 'delayed' } }),
      createAnalyser: () =>
        Object.assign(new Node(), {
          fftSize: 0,
          getFloatTimeDomainData: (samples: Float32Array) => samples.fill(0.25).fill(-0.5, 3, 4),
        }),
      async resume() {
        record.resumes++
        if (resumable) record.state = 'running'
        else await new Promise(() => undefined)
      },
      async close() {
        record.closed = true
        record.state = 'closed'
      },
    } as unknown as AudioContext
  }
}

function microphoneStream(settings: MediaTrackSettings) {
  const track = {
    readyState: 'live',
    getSettings: () => settings,
    stop() {
      this.readyState = 'ended'
    },
  }
  return { getAudioTracks: () => [track], getTracks: () => [track] } as unknown as MediaStream
}

// jsdom has no AudioContext; openLeadIn checks the global exists before building on the stand-in.
if (typeof AudioContext === 'undefined') vi.stubGlobal('AudioContext', class {})

describe('the lead-in line', () => {
  it('holds exactly 300 ms, at the microphone’s rate and channels, and meters the live sound', () => {
    const built: Built[] = []
    const line = openLeadIn(microphoneStream({ sampleRate: 44_100, channelCount: 1 }), standInContext(built))
    expect(line).not.toBeNull()
    expect(leadInMs).toBe(300)
    expect(built).toHaveLength(1)
    expect(built[0]!.options).toEqual({ sampleRate: 44_100 })
    // The delay is the line's only buffer, its size fixed here: nothing grows while the studio stays open.
    expect(built[0]!.delays).toEqual([{ maxDelayTime: 0.3, delayTime: 0.3 }])
    expect(built[0]!.output).toMatchObject({ channelCount: 1, channelCountMode: 'explicit' })
    expect(line!.readPeak()).toBe(0.5)
  })

  it('is closed with everything it holds, and a gesture after that resumes nothing', () => {
    const built: Built[] = []
    const line = openLeadIn(microphoneStream({ channelCount: 2 }), standInContext(built, { startsAs: 'suspended' }))!
    line.close()
    expect(built[0]!.closed).toBe(true)
    window.dispatchEvent(new Event('pointerdown'))
    expect(built[0]!.resumes).toBe(0)
  })

  it('starts with the member’s first gesture where the browser held it back', async () => {
    const built: Built[] = []
    const line = openLeadIn(microphoneStream({}), standInContext(built, { startsAs: 'suspended' }))!
    expect(line.isFlowing()).toBe(false)
    window.dispatchEvent(new Event('keydown'))
    expect(built[0]!.resumes).toBe(1)
    expect(await line.flowing()).toBe(true)
    expect(line.isFlowing()).toBe(true)
    line.close()
  })

  it('says no sound flows where the browser will not start it, so the take records the microphone itself', async () => {
    const built: Built[] = []
    const line = openLeadIn(microphoneStream({}), standInContext(built, { startsAs: 'suspended', resumable: false }))!
    expect(await line.flowing()).toBe(false)
    expect(line.isFlowing()).toBe(false)
    line.close()
  })

  it('is not built where the engine refuses the context', () => {
    const refused = () => {
      throw new DOMException('sample rate not supported', 'NotSupportedError')
    }
    expect(openLeadIn(microphoneStream({ sampleRate: 8_000 }), refused)).toBeNull()
  })
})

describe('the warm microphone’s lead-in', () => {
  it('is built with each stream it opens and closed when the microphone is released', async () => {
    const built: Built[] = []
    const warm = createWarmMicrophone({
      getUserMedia: async () => microphoneStream({ sampleRate: 48_000, channelCount: 2 }),
      granted: async () => true,
      loadRecorder: async () => undefined,
      openLine: (stream) => openLeadIn(stream, standInContext(built)),
    })
    expect(warm.leadIn()).toBeNull()
    await warm.stream({})
    expect(warm.leadIn()).not.toBeNull()
    expect(built).toHaveLength(1)
    warm.release()
    expect(warm.leadIn()).toBeNull()
    expect(built[0]!.closed).toBe(true)
    // No take started in between: nothing of what passed through it is kept anywhere.
    await warm.stream({ echoCancellation: true })
    expect(built).toHaveLength(2)
    expect(built[1]!.closed).toBe(false)
  })
})
