import { describe, expect, it } from 'vitest'
import { participantName } from '#app/sessions/participant-name'
import { assigneeOf, assignmentsAfter } from '#app/sessions/role-assignments'
import { sessionFixture } from './fixtures'

describe('role assignments', () => {
  const session = sessionFixture()

  it('sends the whole list with the one change', () => {
    expect(assigneeOf(session, 'r2')).toBe('u2')
    expect(assignmentsAfter(session, 'r2', 'u1')).toEqual([
      { roleId: 'r1', userId: 'u1' },
      { roleId: 'r2', userId: 'u1' },
    ])
    expect(assignmentsAfter(session, 'r1', null)).toEqual([{ roleId: 'r2', userId: 'u2' }])
  })

  it('names a participant by name, else handle, else Member', () => {
    expect(participantName({ name: 'Ann', handle: 'ann' })).toBe('Ann')
    expect(participantName({ name: ' ', handle: 'ann' })).toBe('ann')
    expect(participantName({ name: null, handle: null })).toBe('Member')
  })
})
