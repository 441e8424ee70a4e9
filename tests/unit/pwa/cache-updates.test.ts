import { describe, expect, it } from 'vitest'
import { queryKeysForUrl } from '#app/pwa/cache-updates'

describe('a refreshed cached read names the queries to fetch again', () => {
  it.each([
    ['http://localhost/api/scripts/abcDEF0123456789_-xy', [['scripts', 'abcDEF0123456789_-xy']]],
    ['http://localhost/api/scripts?scope=shared&limit=20', [['scripts', 'list']]],
    ['http://localhost/api/library?q=storm&roles=2', [['library']]],
    ['http://localhost/api/templates/radio-advert', [['templates']]],
    ['http://localhost/api/users/u1', []],
  ])('%s', (url, keys) => {
    expect(queryKeysForUrl(url, 'http://localhost')).toEqual(keys)
  })
})
