import { describe, expect, it } from 'vitest'
import type { DraftSummary } from '#contract/drafts'
import { newLocalDraft } from '#app/drafts/local-draft'
import { mergeDrafts } from '#app/drafts/merge-drafts'

const summary = (id: string, title: string, updatedAt: string): DraftSummary => ({
  id,
  title,
  excerpt: '',
  wordCount: 0,
  version: 1,
  archivedAt: null,
  updatedAt,
})

describe('the drafts list merges the server pages with this device', () => {
  it('shows a device draft that was sent after the server list was read, newest first', () => {
    const sent = {
      ...newLocalDraft('sent-after-list', 'u1', { title: 'Copy', body: 'x' }, new Date('2026-11-22T10:00:00Z')),
      baseVersion: 1,
      dirty: false,
    }
    const rows = mergeDrafts([summary('older', 'Older', '2026-11-21T09:00:00Z')], [sent])
    expect(rows.map((row) => [row.title, row.onDeviceOnly])).toEqual([
      ['Copy', false],
      ['Older', false],
    ])
  })

  it('lays unsent text over the server copy and marks it as on this device', () => {
    const edited = {
      ...newLocalDraft('a', 'u1', { title: 'Edited here', body: 'new words' }, new Date('2026-11-22T11:00:00Z')),
      baseVersion: 1,
    }
    const rows = mergeDrafts([summary('a', 'Server title', '2026-11-22T08:00:00Z')], [edited])
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ title: 'Edited here', onDeviceOnly: true })
  })

  it('shows every device draft when the server list cannot be read', () => {
    const rows = mergeDrafts(undefined, [newLocalDraft('b', 'u1', { title: 'Offline', body: '' })])
    expect(rows.map((row) => row.title)).toEqual(['Offline'])
  })
})
