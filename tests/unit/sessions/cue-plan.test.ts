import { describe, expect, it } from 'vitest'
import { linesBeforeCue } from '#app/sessions/cue/cue-plan'
import { sessionFixture } from './fixtures'

const take = (id: string, lineId: string, chosen = false, createdAt = '2026-12-06T10:00:00Z') => ({
  id,
  lineId,
  chosen,
  createdAt,
})

describe('the cue before a take', () => {
  it('is the take "Play session" plays of the nearest line before, whoever recorded it, after the lines before that', () => {
    const { script } = sessionFixture()
    const takes = [
      take('a', 'l1'),
      take('b', 'l3', false, '2026-12-06T10:00:00Z'),
      take('c', 'l3', true, '2026-12-06T09:00:00Z'),
    ]
    const lines = linesBeforeCue({ script, takes }, 'l4')
    expect(lines?.map((line) => [line.lineId, line.take.id])).toEqual([
      ['l1', 'a'],
      ['l3', 'c'],
    ])
    expect(lines?.at(-1)).toMatchObject({ roleName: 'Bob', text: 'Hi.' })
  })

  it('is none for the first line, or when no line before has a take: the studio counts in', () => {
    const { script } = sessionFixture()
    expect(linesBeforeCue({ script, takes: [take('a', 'l1')] }, 'l1')).toBeNull()
    expect(linesBeforeCue({ script, takes: [take('d', 'l4')] }, 'l3')).toBeNull()
    expect(linesBeforeCue({ script, takes: [] }, 'unknown')).toBeNull()
  })
})
