// A take this browser cannot decode (Ogg on Safari) is left out of the session and named; the
// others still play in order. jsdom has no Web Audio: the context here stands in for the browser's,
// decoding everything but Ogg; real decoding runs per engine in tests/engines.
import { afterEach, expect, it, vi } from 'vitest'
import type { PlayableSession } from '#app/sessions/playback/playback-plan'
import { decodeSession } from '#app/sessions/playback/session-audio'
import { fixtureNamed } from '#tests/support/audio-fixtures'

const session: PlayableSession = {
  title: 'Three engines',
  backgroundTrack: 2,
  script: {
    id: 'script-1',
    title: 'Three engines',
    roles: [{ id: 'r1', name: 'ANNA', description: '' }],
    lines: ['From Firefox.', 'From Chromium.', 'From Safari.'].map((text, index) => ({
      id: `l${index}`,
      roleId: 'r1',
      kind: 'dialogue' as const,
      text,
    })),
  },
  takes: ['firefox.ogg', 'chromium.webm', 'webkit.mp4'].map((name, index) => ({
    id: name,
    lineId: `l${index}`,
    chosen: true,
    createdAt: '2026-01-01T00:00:00Z',
  })),
}

const safariLike = {
  async decodeAudioData(data: ArrayBuffer) {
    if (new TextDecoder().decode(data.slice(0, 4)) === 'OggS')
      throw new DOMException('Decoding failed', 'EncodingError')
    return { duration: data.byteLength / 10_000 } as AudioBuffer
  },
} as unknown as BaseAudioContext

afterEach(() => vi.unstubAllGlobals())

it('leaves out the take the browser cannot decode, names its line, and schedules the others in order', async () => {
  vi.stubGlobal('fetch', async () => new Response(new Uint8Array(200_000)))
  const loaded: string[] = []
  const decoded = await decodeSession(safariLike, session, async (take) => {
    loaded.push(take.id)
    return new Blob([fixtureNamed(take.id).bytes.slice()])
  })
  expect(loaded.sort()).toEqual(['chromium.webm', 'firefox.ogg', 'webkit.mp4'])
  expect(decoded.unplayable).toEqual([{ lineId: 'l0', roleName: 'ANNA', text: 'From Firefox.' }])
  expect(decoded.voices.map((voice) => voice.duration)).toEqual([
    fixtureNamed('chromium.webm').bytes.length / 10_000,
    fixtureNamed('webkit.mp4').bytes.length / 10_000,
  ])
  expect(decoded.schedule.cues).toHaveLength(2)
})

it('a take that cannot be loaded still fails the whole session', async () => {
  vi.stubGlobal('fetch', async () => new Response(new Uint8Array(200_000)))
  await expect(
    decodeSession(safariLike, session, async () => Promise.reject(new Error('The take is not on this device.'))),
  ).rejects.toThrow('The take is not on this device.')
})

it('places the lines by the session’s pause, a line with its own pause by that one', async () => {
  vi.stubGlobal('fetch', async () => new Response(new Uint8Array(200_000)))
  const timed: PlayableSession = { ...session, timing: { pauseMs: 1200, linePauses: { l2: -250 } } }
  const decoded = await decodeSession(
    safariLike,
    timed,
    async (take) => new Blob([new Uint8Array(20_000)], { type: take.id }),
  )
  // Each stand-in take lasts 2 s: l1 after l0 by 1.2 s, l2 overlapping l1 by 0.25 s.
  expect(decoded.schedule.cues.map((cue) => cue.start)).toEqual([1, 4.2, 5.95])
})
