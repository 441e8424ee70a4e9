// A prepared mixdown is offered only while the session is what it was made from.
import { describe, expect, it } from 'vitest'
import type { PlayableSession } from '#app/sessions/playback/playback-plan'
import { mixdownSource } from '#app/sessions/playback/use-preset-mixdown'
import { sessionFixture } from '../fixtures'

const { script } = sessionFixture()
const base: PlayableSession = {
  title: 'A scene',
  script,
  backgroundTrack: 3,
  takes: [
    { id: 't1', lineId: 'l1', chosen: false, createdAt: '2026-12-06T10:00:00Z', trim: { startMs: 100, endMs: 900 } },
    { id: 't3', lineId: 'l3', chosen: false, createdAt: '2026-12-06T10:01:00Z' },
  ],
}

describe('what a mixdown is made from', () => {
  it('changes with a trim, a take chosen or recorded, the pauses and the music', () => {
    const before = mixdownSource(base)
    const [first, second] = base.takes
    const changed: PlayableSession[] = [
      { ...base, takes: [{ ...first!, trim: { startMs: 200, endMs: 900 } }, second!] },
      { ...base, takes: [...base.takes, { id: 't3b', lineId: 'l3', chosen: true, createdAt: '2026-12-06T09:00:00Z' }] },
      { ...base, timing: { pauseMs: 1200, linePauses: {} } },
      { ...base, backgroundTrack: 4 },
      { ...base, music: { title: 'Bed', trimStartMs: 0, trimEndMs: null, level: 40, load: async () => new Blob() } },
    ]
    for (const session of changed) expect(mixdownSource(session)).not.toBe(before)
  })

  it('stays the same for what the file does not hear: the title, a fresh copy of the same takes', () => {
    const before = mixdownSource(base)
    expect(mixdownSource({ ...base, title: 'Renamed' })).toBe(before)
    expect(mixdownSource({ ...base, takes: [...base.takes.map((take) => ({ ...take }))] })).toBe(before)
  })
})
