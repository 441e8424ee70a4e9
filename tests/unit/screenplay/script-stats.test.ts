import { describe, expect, it } from 'vitest'
import { parseScreenplay } from '#shared/screenplay/parse-screenplay'
import { scriptStats } from '#shared/screenplay/script-stats'
import { toScriptContent } from '#shared/screenplay/to-script-content'
import { readFixture } from './read-text-file'

let next = 0
const newId = () => `stats-${String(++next).padStart(16, '0')}`

describe('scriptStats', () => {
  it("counts each role's dialogue lines and words; directions and action do not count", () => {
    const content = toScriptContent(
      parseScreenplay(
        'The room is dark. Very dark indeed.\n\nANNA\n(whispers)\nOne two three.\n\nBEN\nFour.\n\nANNA\nFive six.\n\nCARL\n(silent)',
      ),
      newId,
    )
    const stats = scriptStats(content)
    expect(stats.roles.map(({ roleId: _roleId, ...rest }) => rest)).toEqual([
      { name: 'ANNA', lineCount: 2, wordCount: 5, estimatedSeconds: 2 },
      { name: 'BEN', lineCount: 1, wordCount: 1, estimatedSeconds: 0 },
      { name: 'CARL', lineCount: 0, wordCount: 0, estimatedSeconds: 0 },
    ])
    expect(stats.roles[0]?.roleId).toBe(content.roles[0]?.id)
    expect(stats.totals).toEqual({
      roleCount: 3,
      lineCount: 6,
      dialogueLineCount: 3,
      wordCount: 6,
      estimatedSeconds: 2,
    })
  })

  it("gives Hamlet 1.1 about two and a half minutes of speech, most of it Horatio's and Bernardo's", () => {
    const stats = scriptStats(toScriptContent(parseScreenplay(readFixture('hamlet-1-1.fountain')), newId))
    const words = Object.fromEntries(stats.roles.map((role) => [role.name, role.wordCount]))
    expect(words).toEqual({ BERNARDO: 136, FRANCISCO: 55, HORATIO: 86, MARCELLUS: 83 })
    expect(stats.totals.wordCount).toBe(360)
    expect(stats.totals.estimatedSeconds).toBe(144)
    expect(stats.roles.find((role) => role.name === 'BERNARDO')?.estimatedSeconds).toBe(54)
  })

  it('an empty script has no roles and no time', () => {
    expect(scriptStats({ roles: [], lines: [] })).toEqual({
      roles: [],
      totals: { roleCount: 0, lineCount: 0, dialogueLineCount: 0, wordCount: 0, estimatedSeconds: 0 },
    })
  })
})
