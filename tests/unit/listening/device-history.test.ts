// A signed-out listener's history on the device (fake-indexeddb): newest first, one entry per
// episode, capped, removable, and whatever does not read as an entry is left out.
import { openDB } from 'idb'
import { describe, expect, it } from 'vitest'
import type { EpisodeSummary } from '#contract/episodes'
import type { HistoryEntry } from '#contract/listening'
import { deviceHistoryMax, openDeviceHistory } from '#app/listening/device-history'
import { newId } from '#shared/new-id'
import { makeEpisode } from './support'

const entry = (episode: EpisodeSummary, listenedAt: string, positionMs = 1000): HistoryEntry => ({
  episode,
  positionMs,
  finished: false,
  listenedAt,
})

describe('device history', () => {
  it('keeps one entry per episode, newest first, and removes one', async () => {
    const history = openDeviceHistory(indexedDB, `history-${newId()}`)
    const first = makeEpisode({ id: 'e1' })
    const second = makeEpisode({ id: 'e2' })
    await history.put(entry(first, '2026-01-01T10:00:00.000Z'))
    await history.put(entry(second, '2026-01-01T11:00:00.000Z'))
    await history.put(entry(first, '2026-01-01T12:00:00.000Z', 42_000))
    expect((await history.all()).map((item) => [item.episode.id, item.positionMs])).toEqual([
      ['e1', 42_000],
      ['e2', 1000],
    ])
    expect((await history.get('e1'))?.positionMs).toBe(42_000)
    await history.remove('e1')
    expect(await history.get('e1')).toBeNull()
    expect((await history.all()).map((item) => item.episode.id)).toEqual(['e2'])
  })

  it('leaves out what an older app wrote in another shape', async () => {
    const name = `history-${newId()}`
    const history = openDeviceHistory(indexedDB, name)
    await history.put(entry(makeEpisode({ id: 'e1' }), '2026-01-01T10:00:00.000Z'))
    const raw = await openDB(name, 1)
    await raw.put('listens', { episodeId: 'old', position: 12 })
    raw.close()
    expect((await history.all()).map((item) => item.episode.id)).toEqual(['e1'])
    expect(await history.get('old')).toBeNull()
  })

  it(`keeps at most ${deviceHistoryMax} episodes, dropping the oldest`, async () => {
    const history = openDeviceHistory(indexedDB, `history-${newId()}`)
    for (let index = 0; index <= deviceHistoryMax; index += 1) {
      await history.put(entry(makeEpisode({ id: `e${index}` }), new Date(Date.UTC(2026, 0, 1, 0, index)).toISOString()))
    }
    const all = await history.all()
    expect(all).toHaveLength(deviceHistoryMax)
    expect(all.at(-1)?.episode.id).toBe('e1')
  })

  it('without IndexedDB keeps nothing and fails nothing', async () => {
    const history = openDeviceHistory(null)
    await history.put(entry(makeEpisode(), '2026-01-01T10:00:00.000Z'))
    expect(await history.all()).toEqual([])
  })
})
