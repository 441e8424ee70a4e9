import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseCommand, UsageError } from '#server/admin/args'

describe('the admin command’s arguments', () => {
  it('takes a school id that begins with a dash, as base64url ids may', () => {
    expect(parseCommand(['add-teacher', '--school', '-vytiZ9PGD8vkNsUZ-Y8ZA', '--username', 'ms.reed'])).toEqual({
      name: 'add-teacher',
      schoolId: '-vytiZ9PGD8vkNsUZ-Y8ZA',
      username: 'ms.reed',
    })
  })

  it('takes a password that begins with a dash, written either way', () => {
    const spaced = parseCommand([
      'create-user',
      '--username',
      'ann',
      '--email',
      'a@example.com',
      '--password',
      '-secret-',
    ])
    const joined = parseCommand(['create-user', '--username=ann', '--email=a@example.com', '--password=-secret-'])
    expect(spaced).toEqual(joined)
    expect(spaced).toMatchObject({ password: '-secret-' })
  })

  it('still says which option lacks its value', () => {
    expect(() => parseCommand(['add-teacher', '--school', '--username', 'ms.reed'])).toThrow(UsageError)
    expect(() => parseCommand(['add-teacher', '--username', 'ms.reed', '--school'])).toThrow(/--school/)
  })

  it('resolves the folder of a backup or a restore where the command runs (a server has its own)', () => {
    expect(parseCommand(['backup', '--to', 'backups/today'])).toEqual({
      name: 'backup',
      to: path.resolve('backups/today'),
    })
    expect(parseCommand(['restore', '--from', '/srv/backup'])).toEqual({ name: 'restore', from: '/srv/backup' })
    expect(() => parseCommand(['backup'])).toThrow('Missing --to.')
    expect(() => parseCommand(['restore', '--to', 'x'])).toThrow('restore does not take --to.')
  })
})
