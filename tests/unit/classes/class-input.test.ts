import { describe, expect, it } from 'vitest'
import { groupJoinCode, joinLink } from '#app/classes/join-code-display'
import { readStudentNames } from '#app/classes/student-names'
import { validateRegistration } from '#app/users/register-validation'

describe('the student names list', () => {
  it('takes one trimmed name per non-empty line', () => {
    expect(readStudentNames('  Ana Ruiz \r\n\n Ben Li\n   \n')).toEqual({ names: ['Ana Ruiz', 'Ben Li'], error: null })
  })

  it('asks for at least one name', () => {
    expect(readStudentNames(' \n \n').error).toBe('Please enter at least one name, one per line.')
  })

  it('refuses more names than the server takes at once, and names too long', () => {
    expect(readStudentNames(Array.from({ length: 61 }, (_, index) => `Pupil ${index}`).join('\n')).error).toBe(
      'At most 60 names at a time; this list has 61.',
    )
    expect(readStudentNames(Array.from({ length: 60 }, (_, index) => `Pupil ${index}`).join('\n')).error).toBeNull()
    expect(readStudentNames(`Ana\n${'x'.repeat(101)}`).error).toMatch(/^A name can have at most 100 characters/)
  })
})

describe('join codes as shown', () => {
  it('groups the 8 characters in two fours', () => {
    expect(groupJoinCode('ABCD2345')).toBe('ABCD 2345')
  })

  it('links to registration on the main site with the code', () => {
    expect(joinLink({ protocol: 'http:', host: 'podcast.localhost:3000' }, 'ABCD2345')).toBe(
      'http://localhost:3000/register?class=ABCD-2345',
    )
  })
})

describe('the class code at registration', () => {
  const valid = ['ann@example.com', 'secret1'] as const

  it('may be empty, and is read as the server reads it (spaces, dashes, lower case)', () => {
    expect(validateRegistration(...valid)).toEqual({})
    expect(validateRegistration(...valid, '  ')).toEqual({})
    expect(validateRegistration(...valid, 'abcd-2345')).toEqual({})
    expect(validateRegistration(...valid, 'ABCD 2345')).toEqual({})
  })

  it('refuses look-alikes and wrong lengths with the server message', () => {
    for (const code of ['ABCD0345', 'ABCDI345', 'ABCD234', 'ABCD23456']) {
      expect(validateRegistration(...valid, code)).toEqual({ classCode: 'This class code is not valid.' })
    }
  })
})
