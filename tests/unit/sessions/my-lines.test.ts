import { describe, expect, it } from 'vitest'
import { firstLineToRecord, isMyLine, myRoleIds, nextLineOfMine } from '#app/sessions/my-lines'
import { sessionFixture } from './fixtures'

const session = sessionFixture()
const lines = session.script.lines

describe('my lines', () => {
  it('are the dialogue lines of the roles I was given', () => {
    const mine = myRoleIds(session, 'u1')
    expect([...mine]).toEqual(['r1'])
    expect(lines.filter((line) => isMyLine(line, mine)).map((line) => line.id)).toEqual(['l1', 'l4'])
    expect(myRoleIds(session, 'stranger').size).toBe(0)
    expect(myRoleIds(session, null).size).toBe(0)
  })

  it('the next one skips other roles and directions, and ends after my last line', () => {
    const mine = myRoleIds(session, 'u1')
    expect(nextLineOfMine(lines, 'l1', mine)).toBe('l4')
    expect(nextLineOfMine(lines, 'l3', mine)).toBe('l4')
    expect(nextLineOfMine(lines, 'l4', mine)).toBeNull()
    expect(nextLineOfMine(lines, null, mine)).toBe('l1')
  })

  it('the studio opens on my first line without a take, else my first line, else the first line', () => {
    const mine = myRoleIds(session, 'u1')
    expect(firstLineToRecord(lines, mine, new Set())).toBe('l1')
    expect(firstLineToRecord(lines, mine, new Set(['l1']))).toBe('l4')
    expect(firstLineToRecord(lines, mine, new Set(['l1', 'l4']))).toBe('l1')
    expect(firstLineToRecord(lines, new Set(), new Set())).toBe('l1')
    expect(firstLineToRecord([], mine, new Set())).toBeNull()
  })
})
