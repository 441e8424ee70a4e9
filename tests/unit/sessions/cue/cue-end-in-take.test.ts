// Where the studio marks the cue's end in a take recorded through it: when the engine says the cue's
// last sound left the speaker, plus this device's input latency (measured, else the track's reported
// one). The engine is a stand-in (jsdom has no Web Audio): the cue "played" and ended at a known time.
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { measuredLatency } from '#app/sessions/cue/cue-latency'
import { cueSettings } from '#app/sessions/cue/cue-settings'
import type * as PlayCue from '#app/sessions/cue/play-cue'
import { useCue, type CueTake } from '#app/sessions/cue/use-cue'
import type { PlayableSession } from '#app/sessions/playback/playback-plan'
import { sessionFixture } from '../fixtures'

const cueEndsAt = 1_765_000_000_000

vi.mock('#app/sessions/cue/play-cue', async (importOriginal) => ({
  ...(await importOriginal<typeof PlayCue>()),
  playCue: () => ({
    stop: () => undefined,
    finished: Promise.resolve({ endsAt: cueEndsAt, sound: new Float32Array(8), sampleRate: 8000 }),
  }),
}))

/** Line 4 (Ann) answers line 3 (Bob), whose chosen take is the cue. */
const session: PlayableSession = {
  title: 'A scene',
  script: sessionFixture().script,
  backgroundTrack: 3,
  takes: [{ id: 't3', lineId: 'l3', chosen: true, createdAt: '2026-12-06T10:00:00Z' }],
}

/** A take started 4 s before the cue ended; `marks` holds the epoch times the studio marked as the cue's end. */
function recordedTake(reportedInputMs: number | undefined) {
  const startedAt = cueEndsAt - 4_000
  const marks: number[] = []
  const take: CueTake = {
    start: async () => true,
    inputLatencyMs: () => reportedInputMs,
    markCueEnd: async (at) => (marks.push(at), { takeId: 'new', cueEndMs: at - startedAt }),
    discard: async () => undefined,
  }
  return { take, marks }
}

async function recordLine4(take: CueTake) {
  const { result } = renderHook(() => useCue(session, async () => new Blob()))
  let recording = false
  await act(async () => {
    recording = await result.current.run('l4', take)
  })
  return recording
}

beforeEach(() => {
  vi.stubGlobal('AudioContext', class {})
  cueSettings.update({ cue: true, preRollSeconds: 0 })
  measuredLatency.set(null)
})
afterEach(() => vi.unstubAllGlobals())

describe('the cue’s end in the take', () => {
  it('adds the input latency measured on this device, whatever the track reports', async () => {
    measuredLatency.set({ inputMs: 137, roundTripMs: 162, measuredAt: '2026-12-06T18:00:00.000Z' })
    const { take, marks } = recordedTake(12)
    expect(await recordLine4(take)).toBe(true)
    expect(marks).toEqual([cueEndsAt + 137])
  })

  it('adds the track’s reported input latency where none was measured', async () => {
    const { take, marks } = recordedTake(12)
    await recordLine4(take)
    expect(marks).toEqual([cueEndsAt + 12])
  })

  it('adds nothing where neither is known', async () => {
    const { take, marks } = recordedTake(undefined)
    await recordLine4(take)
    expect(marks).toEqual([cueEndsAt])
  })
})
