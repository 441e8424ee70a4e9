import { describe, expect, it } from 'vitest'
import { applyPlaylistOp, moveItem, reorderEpisodes } from '#app/playlists/playlist-ops'
import { listWithEdits, viewWithEdits } from '#app/playlists/with-waiting-edits'
import { episode, owner, view } from './support'

const now = new Date('2026-02-01T00:00:00.000Z')
const a = episode('a', 1000)
const b = episode('b', 2000)
const c = episode('c', 3000)
const ids = (episodes: { id: string }[]) => episodes.map((entry) => entry.id)

describe('moving and reordering', () => {
  it('moves one item and keeps the others in order; out of range changes nothing', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a'])
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b'])
    expect(moveItem(['a', 'b', 'c'], 0, 3)).toEqual(['a', 'b', 'c'])
  })

  it('follows the server: named episodes first, unknown names ignored, unnamed ones keep their place after', () => {
    expect(ids(reorderEpisodes([a, b, c], ['c', 'gone', 'a']))).toEqual(['c', 'a', 'b'])
    expect(ids(reorderEpisodes([a, b, c], ['b', 'b']))).toEqual(['b', 'a', 'c'])
  })
})

describe('an edit applied to the view', () => {
  const known = (id: string) => [a, b, c].find((entry) => entry.id === id)

  it('adds a known episode at the end once, with the totals', () => {
    const added = applyPlaylistOp(view([a]), { opId: '1', type: 'add', episodeId: 'b' }, known, now)
    expect(added && ids(added.episodes)).toEqual(['a', 'b'])
    expect(added).toMatchObject({ episodeCount: 2, durationMs: 3000, updatedAt: now.toISOString() })
    const again = applyPlaylistOp(added, { opId: '2', type: 'add', episodeId: 'b' }, known, now)
    expect(again && ids(again.episodes)).toEqual(['a', 'b'])
  })

  it('leaves an episode it does not know, and a whole channel, for the server to answer', () => {
    expect(applyPlaylistOp(view([a]), { opId: '1', type: 'add', episodeId: 'zz' }, known, now)?.episodes).toHaveLength(
      1,
    )
    expect(
      applyPlaylistOp(view([a]), { opId: '1', type: 'addChannel', channelId: 'c1' }, known, now)?.episodes,
    ).toHaveLength(1)
  })

  it('removes, reorders, renames and deletes', () => {
    expect(applyPlaylistOp(view([a, b]), { opId: '1', type: 'remove', episodeId: 'a' }, known, now)).toMatchObject({
      episodeCount: 1,
      durationMs: 2000,
    })
    expect(
      ids(
        applyPlaylistOp(view([a, b, c]), { opId: '1', type: 'order', episodeIds: ['c', 'b', 'a'] }, known, now)
          ?.episodes ?? [],
      ),
    ).toEqual(['c', 'b', 'a'])
    expect(
      applyPlaylistOp(view([a]), { opId: '1', type: 'save', title: 'Night drive', public: true }, known, now),
    ).toMatchObject({ title: 'Night drive', public: true })
    expect(applyPlaylistOp(view([a]), { opId: '1', type: 'delete' }, known, now)).toBeNull()
  })
})

describe('waiting edits on top of the server', () => {
  it('shows a playlist made on this device before the server has it', () => {
    const made = viewWithEdits(
      null,
      'new',
      [
        { opId: '1', type: 'save', title: 'Made offline', public: false },
        { opId: '2', type: 'add', episodeId: 'a' },
      ],
      owner,
      () => a,
      now,
    )
    expect(made).toMatchObject({ id: 'new', title: 'Made offline', owner, episodeCount: 1, viewer: { canEdit: true } })
  })

  it('shows nothing for edits of a playlist it has not seen and did not make', () => {
    expect(viewWithEdits(null, 'p9', [{ opId: '1', type: 'add', episodeId: 'a' }], owner, () => a, now)).toBeNull()
  })

  it('puts a new or renamed playlist first in the list and drops a deleted one, keeping the server counts', () => {
    const server = [
      { ...view([a]), id: 'p1', title: 'One' },
      { ...view([a, b]), id: 'p2', title: 'Two' },
    ].map(({ episodes: _episodes, viewer: _viewer, ...playlist }) => playlist)
    const waiting = new Map([
      ['p2', { ownerId: 'u1', ops: [{ opId: '1', type: 'save' as const, title: 'Two renamed', public: true }] }],
      ['p1', { ownerId: 'u1', ops: [{ opId: '2', type: 'delete' as const }] }],
      ['p3', { ownerId: 'u1', ops: [{ opId: '3', type: 'save' as const, title: 'Three', public: false }] }],
    ])
    const list = listWithEdits(server, waiting, owner, now)
    expect(list.map((entry) => [entry.id, entry.title])).toEqual([
      ['p3', 'Three'],
      ['p2', 'Two renamed'],
    ])
    expect(list[1]).toMatchObject({ episodeCount: 2, durationMs: 3000, public: true })
  })
})
