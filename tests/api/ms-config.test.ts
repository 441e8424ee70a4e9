import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '#server/config'

describe('Microsoft sign-in settings', () => {
  it('are off until both MS_CLIENT_ID and MS_TENANT are set', () => {
    expect(loadConfig({}).microsoft).toBeNull()
    expect(loadConfig({ MS_CLIENT_ID: '', MS_TENANT: '' }).microsoft).toBeNull()
  })

  it('read the client id and tenant, with Microsoft as the default authority', () => {
    expect(
      loadConfig({ MS_CLIENT_ID: '11111111-2222-3333-4444-555555555555', MS_TENANT: 'organizations' }).microsoft,
    ).toEqual({
      clientId: '11111111-2222-3333-4444-555555555555',
      tenant: 'organizations',
      authority: 'https://login.microsoftonline.com',
    })
    expect(
      loadConfig({ MS_CLIENT_ID: 'c', MS_TENANT: 'school.example', MS_AUTHORITY: 'http://127.0.0.1:4000/' }).microsoft
        ?.authority,
    ).toBe('http://127.0.0.1:4000')
  })

  it('stop start-up with a message naming the variable when half set or malformed', () => {
    expect(() => loadConfig({ MS_CLIENT_ID: 'c' })).toThrow(
      new ConfigError('Invalid setting MS_TENANT: Microsoft sign-in needs both MS_CLIENT_ID and MS_TENANT.'),
    )
    expect(() => loadConfig({ MS_TENANT: 'organizations' })).toThrow(/Invalid setting MS_CLIENT_ID/)
    expect(() => loadConfig({ MS_CLIENT_ID: 'c', MS_TENANT: 'consumers' })).toThrow(
      /Invalid setting MS_TENANT: must not be consumers/,
    )
    expect(() => loadConfig({ MS_CLIENT_ID: 'c', MS_TENANT: 'a/b' })).toThrow(/Invalid setting MS_TENANT/)
    expect(() => loadConfig({ MS_CLIENT_ID: 'c d', MS_TENANT: 'organizations' })).toThrow(
      /Invalid setting MS_CLIENT_ID/,
    )
    expect(() => loadConfig({ MS_CLIENT_ID: 'c', MS_TENANT: 'organizations', MS_AUTHORITY: 'ftp://x' })).toThrow(
      /Invalid setting MS_AUTHORITY/,
    )
  })
})
