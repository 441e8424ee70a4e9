import { describe, expect, it } from 'vitest'
import { describeLine, playbackPlan, type PlayableTake, type SessionScript } from '#app/sessions/playback/playback-plan'

const script: SessionScript = {
  id: 'script-1',
  title: 'The Storm',
  roles: [
    { id: 'r-captain', name: 'Captain', description: '' },
    { id: 'r-mate', name: 'Mate', description: '' },
  ],
  lines: [
    { id: 'l1', roleId: 'r-captain', kind: 'dialogue', text: 'Hold fast!' },
    { id: 'l2', roleId: null, kind: 'action', text: 'Thunder.' },
    { id: 'l3', roleId: 'r-mate', kind: 'dialogue', text: 'Aye, captain.' },
    { id: 'l4', roleId: 'r-captain', kind: 'dialogue', text: 'Reef the sails.' },
    { id: 'l5', roleId: null, kind: 'dialogue', text: 'All hands!' },
  ],
}

const take = (id: string, lineId: string, createdAt: string, chosen = false): PlayableTake => ({
  id,
  lineId,
  chosen,
  createdAt,
})

describe('playback plan', () => {
  it('plays lines in script order, the chosen take of a line over newer ones', () => {
    const plan = playbackPlan({
      script,
      takes: [
        take('t3', 'l3', '2025-01-01T10:05:00Z'),
        take('t1-new', 'l1', '2025-01-01T10:09:00Z'),
        take('t1-chosen', 'l1', '2025-01-01T10:00:00Z', true),
      ],
    })
    expect(plan.lines.map((line) => [line.lineId, line.take.id])).toEqual([
      ['l1', 't1-chosen'],
      ['l3', 't3'],
    ])
  })

  it('without a chosen take, plays the newest one (a take of this device not yet uploaded counts)', () => {
    const plan = playbackPlan({
      script,
      takes: [
        take('old', 'l4', '2025-01-01T10:00:00Z'),
        take('local-new', 'l4', '2025-01-01T11:00:00Z'),
        take('mid', 'l4', '2025-01-01T10:30:00Z'),
      ],
    })
    expect(plan.lines.map((line) => line.take.id)).toEqual(['local-new'])
  })

  it('lists dialogue lines without a take as missing, with their role, and never action lines', () => {
    const plan = playbackPlan({ script, takes: [take('t3', 'l3', '2025-01-01T10:05:00Z')] })
    expect(plan.missing.map(describeLine)).toEqual(['Captain: Hold fast!', 'Captain: Reef the sails.', 'All hands!'])
  })

  it('plays a take recorded on an action line, and ignores takes of lines the script does not have', () => {
    const plan = playbackPlan({
      script,
      takes: [take('t2', 'l2', '2025-01-01T10:00:00Z'), take('stray', 'gone', '2025-01-01T10:00:00Z')],
    })
    expect(plan.lines.map((line) => [line.lineId, line.roleName, line.take.id])).toEqual([['l2', '', 't2']])
  })
})
