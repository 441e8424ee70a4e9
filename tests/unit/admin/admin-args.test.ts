import { describe, expect, it } from 'vitest'
import { parseCommand, UsageError } from '../../../src/server/admin/args'

describe('the admin command’s arguments', () => {
  it('takes a school id that begins with a dash, as base64url ids may', () => {
    expect(parseCommand(['add-teacher', '--school', '-vytiZ9PGD8vkNsUZ-Y8ZA', '--username', 'ms.reed'])).toEqual({
      name: 'add-teacher',
      schoolId: '-vytiZ9PGD8vkNsUZ-Y8ZA',
      username: 'ms.reed',
    })
  })

  it('takes a password that begins with a dash, written either way', () => {
    const spaced = parseCommand(['create-user', '--username', 'ann', '--email', 'a@example.com', '--password', '-secret-'])
    const joined = parseCommand(['create-user', '--username=ann', '--email=a@example.com', '--password=-secret-'])
    expect(spaced).toEqual(joined)
    expect(spaced).toMatchObject({ password: '-secret-' })
  })

  it('still says which option lacks its value', () => {
    expect(() => parseCommand(['add-teacher', '--school', '--username', 'ms.reed'])).toThrow(UsageError)
    expect(() => parseCommand(['add-teacher', '--username', 'ms.reed', '--school'])).toThrow(/--school/)
  })
})
