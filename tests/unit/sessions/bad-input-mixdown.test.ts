// Bad input never breaks what plays or mixes (issue 35, "Bad input"): a take of 0.2 s plays whole, a
// trim past the take's end is held to it, a trim that keeps nothing plays the whole take, pauses
// outside what the server now accepts (kept by old data) are held to its limits. decodeSession trims and schedules exactly as playback and the mixdown do; jsdom has no Web
// Audio, so the context here decodes a take's text ("1000": 1 s of a ramp, sample i holding i) into a
// buffer of its own, and the real render runs in tests/e2e/playback.spec.ts.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SessionTiming } from '#contract/sessions'
import type { TakeTrim } from '#contract/takes'
import { duckingEnvelope } from '#app/sessions/playback/ducking-envelope'
import type { PlayableSession } from '#app/sessions/playback/playback-plan'
import { decodeSession } from '#app/sessions/playback/session-audio'
import { sessionTiming } from '#app/sessions/playback/session-schedule'

const rate = 8000

class RampBuffer {
  readonly channels: Float32Array[]
  constructor(
    readonly numberOfChannels: number,
    readonly length: number,
    readonly sampleRate: number,
  ) {
    this.channels = Array.from({ length: numberOfChannels }, () => new Float32Array(length))
  }
  get duration() {
    return this.length / this.sampleRate
  }
  getChannelData(channel: number) {
    return this.channels[channel]!
  }
  copyToChannel(source: Float32Array, channel: number) {
    this.channels[channel]!.set(source)
  }
}

const rampContext = {
  async decodeAudioData(data: ArrayBuffer) {
    const ms = Number(new TextDecoder().decode(data))
    const buffer = new RampBuffer(1, Math.round((ms / 1000) * rate), rate)
    buffer.getChannelData(0).forEach((_, index, samples) => (samples[index] = index))
    return buffer
  },
  createBuffer: (channels: number, length: number, sampleRate: number) => new RampBuffer(channels, length, sampleRate),
} as unknown as BaseAudioContext

/** Lines a to e in script order; each take's audio is its length in ms. */
const lineIds = ['a', 'b', 'c', 'd', 'e']
const audioMs = new Map<string, number>()

function sessionOf(takes: Array<{ lineId: string; ms: number; trim?: TakeTrim }>, timing?: SessionTiming) {
  for (const { lineId, ms } of takes) audioMs.set(`take-${lineId}`, ms)
  const session: PlayableSession = {
    title: 'Bad input',
    backgroundTrack: 1,
    script: {
      id: 'script-1',
      title: 'Bad input',
      roles: [{ id: 'r1', name: 'ANNA', description: '' }],
      lines: lineIds.map((id) => ({ id, roleId: 'r1', kind: 'dialogue' as const, text: `Line ${id}.` })),
    },
    // Given out of script order: playback follows the script, not the list.
    takes: [...takes].reverse().map(({ lineId, trim }) => ({
      id: `take-${lineId}`,
      lineId,
      chosen: true,
      createdAt: '2026-12-06T10:00:00Z',
      trim: trim ?? null,
    })),
    ...(timing && { timing }),
  }
  return decodeSession(rampContext, session, async (take) => new Blob([String(audioMs.get(take.id))]))
}

const samples = (buffer: AudioBuffer) => Array.from(buffer.getChannelData(0))

/** What must hold for any input: a mixdown of finite length with every voice inside it, in order. */
function expectPlayable(decoded: Awaited<ReturnType<typeof sessionOf>>, audioSeconds: number[]) {
  const { cues, end, fadeFrom } = decoded.schedule
  expect(cues).toHaveLength(audioSeconds.length)
  cues.forEach((cue, index) => {
    expect(Number.isFinite(cue.start) && cue.start >= 0).toBe(true)
    expect(cue.duration).toBeGreaterThan(0)
    expect(cue.duration).toBeLessThanOrEqual(audioSeconds[index]!)
    expect(cue.start + cue.duration).toBeLessThanOrEqual(fadeFrom)
    if (index > 0) expect(cue.start).toBeGreaterThanOrEqual(cues[index - 1]!.start)
  })
  expect(Number.isFinite(end)).toBe(true)
  // The music's gain is joined by ramps: its points must never go back in time.
  const times = duckingEnvelope(decoded.schedule).map((point) => point.time)
  expect(times).toEqual([...times].sort((x, y) => x - y))
  expect(times.at(-1)).toBe(end)
}

beforeEach(() => {
  vi.stubGlobal('fetch', async () => new Response('20000'))
})
afterEach(() => vi.unstubAllGlobals())

describe('a mixdown of bad input', () => {
  it('plays a take of 0.2 s whole, after the lead-in, and ends after the tail and the fade', async () => {
    const decoded = await sessionOf([{ lineId: 'a', ms: 200 }])
    expect(decoded.voices[0]!.length).toBe(0.2 * rate)
    expect(decoded.schedule.cues).toEqual([{ start: sessionTiming.leadIn, duration: 0.2 }])
    expect(decoded.schedule.end).toBeCloseTo(1 + 0.2 + sessionTiming.tail + sessionTiming.fadeOut, 9)
    expectPlayable(decoded, [0.2])
  })

  it('keeps a trim past the take’s end to the take’s end', async () => {
    const decoded = await sessionOf([{ lineId: 'a', ms: 1000, trim: { startMs: 300, endMs: 5000 } }])
    const voice = decoded.voices[0]!
    // From sample 2400 (0.3 s) to the last one (7999): 0.7 s.
    expect(voice.length).toBe(0.7 * rate)
    expect(samples(voice).at(0)).toBe(2400)
    expect(samples(voice).at(-1)).toBe(7999)
    expectPlayable(decoded, [1])
  })

  it('plays the whole take for a trim that keeps nothing: its start at or after its end, or past the take', async () => {
    const decoded = await sessionOf([
      { lineId: 'a', ms: 1000, trim: { startMs: 800, endMs: 300 } },
      { lineId: 'b', ms: 1000, trim: { startMs: 500, endMs: 500 } },
      { lineId: 'c', ms: 1000, trim: { startMs: 5000, endMs: 6000 } },
    ])
    expect(decoded.voices.map((voice) => voice.length)).toEqual([rate, rate, rate])
    expect(decoded.voices.map((voice) => samples(voice).at(0))).toEqual([0, 0, 0])
    const { cues } = decoded.schedule
    expect(cues.map((cue) => cue.duration)).toEqual([1, 1, 1])
    expect(cues.map((cue) => cue.start)).toEqual([1, 2.4, expect.closeTo(3.8, 9)])
    expectPlayable(decoded, [1, 1, 1])
  })

  it('holds an overlap from old data to the 1 s the server allows, never before the line it overlaps', async () => {
    // Old data: 5 s of overlap (the server now refuses more than 1 s) after a 2 s line.
    const decoded = await sessionOf(
      [
        { lineId: 'a', ms: 2000 },
        { lineId: 'b', ms: 2000 },
        { lineId: 'c', ms: 500 },
      ],
      { pauseMs: 400, linePauses: { b: -5000, c: -5000 } },
    )
    // b 1 s before a ends (at 1 + 2 - 1 = 2 s); c 1 s before b ends (at 2 + 2 - 1 = 3 s).
    expect(decoded.schedule.cues.map((cue) => cue.start)).toEqual([1, 2, 3])
    // Everything has ended when b ends, at 4 s.
    expect(decoded.schedule.fadeFrom).toBe(4 + sessionTiming.tail)
    expectPlayable(decoded, [2, 2, 0.5])
  })

  it('holds a pause of 60 s from old data to the 10 s the server allows, lines in script order', async () => {
    const decoded = await sessionOf(
      [
        { lineId: 'a', ms: 1000 },
        { lineId: 'b', ms: 1000 },
        { lineId: 'c', ms: 1000 },
      ],
      { pauseMs: 60_000, linePauses: { c: 400 } },
    )
    expect(decoded.played.map((line) => line.lineId)).toEqual(['a', 'b', 'c'])
    // b after a by 10 s (not 60); c after b by its own 0.4 s.
    expect(decoded.schedule.cues.map((cue) => cue.start)).toEqual([1, 12, expect.closeTo(13.4, 9)])
    expect(decoded.schedule.end).toBeCloseTo(14.4 + sessionTiming.tail + sessionTiming.fadeOut, 9)
    expectPlayable(decoded, [1, 1, 1])
  })

  it('plays all of it together: every line in script order, each inside its own audio, of finite length', async () => {
    const decoded = await sessionOf(
      [
        { lineId: 'a', ms: 200 },
        { lineId: 'b', ms: 1000, trim: { startMs: 300, endMs: 5000 } },
        { lineId: 'c', ms: 1000, trim: { startMs: 800, endMs: 300 } },
        { lineId: 'd', ms: 1000, trim: { startMs: 500, endMs: 500 } },
        { lineId: 'e', ms: 2000 },
      ],
      { pauseMs: 400, linePauses: { c: -5000, e: 60_000 } },
    )
    expect(decoded.played.map((line) => line.lineId)).toEqual(lineIds)
    const durations = [0.2, 0.7, 1, 1, 2]
    expect(decoded.schedule.cues.map((cue) => cue.duration)).toEqual(durations.map((d) => expect.closeTo(d, 9)))
    // a at 1; b 0.4 s after a; c with b (the overlap held to 1 s, more than b's 0.7 s); d 0.4 s after c;
    // e 10 s after d (held from 60 s).
    const b = 1 + 0.2 + 0.4
    const c = b
    const d = c + 1 + 0.4
    const e = d + 1 + 10
    expect(decoded.schedule.cues.map((cue) => cue.start)).toEqual([1, b, c, d, e].map((s) => expect.closeTo(s, 9)))
    expect(decoded.schedule.end).toBeCloseTo(e + 2 + sessionTiming.tail + sessionTiming.fadeOut, 9)
    expectPlayable(decoded, [0.2, 1, 1, 1, 2])
  })
})
