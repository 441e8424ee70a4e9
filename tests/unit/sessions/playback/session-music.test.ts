// Library music under a session: its trimmed part is what plays, at the owner's level (the ducking
// envelope scaled so that between the lines it sounds at that percent), and when it cannot be had
// the session's own random track plays with a note saying so. jsdom has no Web Audio: the context
// here keeps samples in arrays as the browser's does; real decoding runs in the browser tests.
import { afterEach, expect, it, vi } from 'vitest'
import { musicLevels } from '#app/sessions/playback/ducking-envelope'
import type { PlayableSession } from '#app/sessions/playback/playback-plan'
import { decodeSession, musicFallbackNote, trimBuffer, trackUrl } from '#app/sessions/playback/session-audio'

const sampleRate = 1000

class FakeBuffer {
  readonly channels: Float32Array[]
  constructor(
    channels: number,
    readonly length: number,
    readonly sampleRate: number,
  ) {
    this.channels = Array.from({ length: channels }, () => new Float32Array(length))
  }
  get numberOfChannels() {
    return this.channels.length
  }
  get duration() {
    return this.length / this.sampleRate
  }
  getChannelData(channel: number) {
    return this.channels[channel] as Float32Array
  }
  copyToChannel(source: Float32Array, channel: number) {
    this.getChannelData(channel).set(source)
  }
}

/** Decodes any bytes as one channel whose sample n is n (so a trim's first sample tells where it began). */
const context = {
  async decodeAudioData(data: ArrayBuffer) {
    const buffer = new FakeBuffer(1, data.byteLength, sampleRate)
    buffer.getChannelData(0).forEach((_, index, samples) => (samples[index] = index))
    return buffer
  },
  createBuffer: (channels: number, length: number, rate: number) => new FakeBuffer(channels, length, rate),
} as unknown as BaseAudioContext

const session = (music: PlayableSession['music']): PlayableSession => ({
  title: 'Storm',
  backgroundTrack: 4,
  music,
  script: { id: 's', title: 'Storm', roles: [], lines: [] },
  takes: [],
})

afterEach(() => vi.unstubAllGlobals())

it('cuts a buffer to the trimmed part, to the end when there is no end', () => {
  const whole = new FakeBuffer(2, 5000, sampleRate)
  whole.getChannelData(1).forEach((_, index, samples) => (samples[index] = index))
  const middle = trimBuffer(context, whole as unknown as AudioBuffer, 1.5, 3)
  expect([middle.length, middle.numberOfChannels, middle.getChannelData(1)[0], middle.getChannelData(1)[1499]]).toEqual(
    [1500, 2, 1500, 2999],
  )
  expect(trimBuffer(context, whole as unknown as AudioBuffer, 4, null).length).toBe(1000)
  expect(trimBuffer(context, whole as unknown as AudioBuffer, 0, null)).toBe(whole)
})

it('plays the chosen library audio, trimmed, at its level, and never fetches the random track', async () => {
  const fetched: string[] = []
  vi.stubGlobal('fetch', async (url: string) => (fetched.push(url), new Response(new Uint8Array(100))))
  const decoded = await decodeSession(
    context,
    session({
      title: 'Rain bed',
      trimStartMs: 2000,
      trimEndMs: 6000,
      level: 70,
      load: async () => new Blob([new Uint8Array(8000)]),
    }),
    async () => new Blob(),
  )
  expect(decoded.music.duration).toBe(4)
  expect(decoded.music.getChannelData(0)[0]).toBe(2000)
  expect(decoded.musicGain * musicLevels.between).toBeCloseTo(0.7)
  expect(decoded.musicNote).toBeNull()
  expect(decoded.schedule.end).toBe(4)
  expect(fetched).toEqual([])
})

it('falls back to the random track, at its usual level, with a note, when the chosen audio cannot be loaded', async () => {
  const fetched: string[] = []
  vi.stubGlobal('fetch', async (url: string) => (fetched.push(url), new Response(new Uint8Array(3000))))
  const decoded = await decodeSession(
    context,
    session({
      title: 'Rain bed',
      trimStartMs: 0,
      trimEndMs: null,
      level: 70,
      load: async () => Promise.reject(new Error('offline')),
    }),
    async () => new Blob(),
  )
  expect(fetched).toEqual([trackUrl(4)])
  expect([decoded.music.duration, decoded.musicGain, decoded.musicNote]).toEqual([3, 1, musicFallbackNote('Rain bed')])
})

it('without chosen music plays the random track at the usual level', async () => {
  vi.stubGlobal('fetch', async () => new Response(new Uint8Array(3000)))
  const decoded = await decodeSession(context, session(null), async () => new Blob())
  expect([decoded.musicGain, decoded.musicNote]).toEqual([1, null])
})
