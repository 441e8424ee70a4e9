// Freesound's licence answers (deed URLs, or the filter's names on older sounds) become the short
// name a credit line uses and a link to the deed.
import { describe, expect, it } from 'vitest'
import { licenceOf } from '#server/freesound/licences'
import { searchFilter } from '#server/freesound/search-filter'

describe('licenceOf', () => {
  it.each([
    ['http://creativecommons.org/licenses/by/3.0/', 'CC BY 3.0', 'https://creativecommons.org/licenses/by/3.0/'],
    ['https://creativecommons.org/licenses/by/4.0/', 'CC BY 4.0', 'https://creativecommons.org/licenses/by/4.0/'],
    [
      'http://creativecommons.org/licenses/by-nc/3.0/',
      'CC BY-NC 3.0',
      'https://creativecommons.org/licenses/by-nc/3.0/',
    ],
    [
      'https://creativecommons.org/licenses/by-nc/4.0/',
      'CC BY-NC 4.0',
      'https://creativecommons.org/licenses/by-nc/4.0/',
    ],
    [
      'http://creativecommons.org/publicdomain/zero/1.0/',
      'CC0 1.0',
      'https://creativecommons.org/publicdomain/zero/1.0/',
    ],
    [
      'http://creativecommons.org/licenses/sampling+/1.0/',
      'Sampling+ 1.0',
      'https://creativecommons.org/licenses/sampling+/1.0/',
    ],
    ['Attribution', 'CC BY 4.0', 'https://creativecommons.org/licenses/by/4.0/'],
    ['Attribution NonCommercial', 'CC BY-NC 4.0', 'https://creativecommons.org/licenses/by-nc/4.0/'],
    ['Creative Commons 0', 'CC0 1.0', 'https://creativecommons.org/publicdomain/zero/1.0/'],
    ['https://example.test/my-licence', 'https://example.test/my-licence', 'https://example.test/my-licence'],
    ['Some licence', 'Some licence', ''],
  ])('%s → %s', (answer, name, url) => {
    expect(licenceOf(answer)).toEqual({ name, url })
  })
})

describe('searchFilter', () => {
  it('writes Solr ranges with * for an open end, and quotes the licence', () => {
    expect(searchFilter({})).toBeNull()
    expect(searchFilter({ minDuration: 0 })).toBe('duration:[0 TO *]')
    expect(searchFilter({ maxDuration: 12.5 })).toBe('duration:[* TO 12.5]')
    expect(searchFilter({ minDuration: 1, maxDuration: 60, licence: 'Creative Commons 0' })).toBe(
      'duration:[1 TO 60] license:"Creative Commons 0"',
    )
    expect(searchFilter({ licence: 'Attribution NonCommercial' })).toBe('license:"Attribution NonCommercial"')
  })

  it('writes seconds to a hundredth, never in exponent notation Solr cannot read', () => {
    expect(searchFilter({ minDuration: 2.152891833250059e-188, maxDuration: 3599.999999999993 })).toBe(
      'duration:[0 TO 3600]',
    )
    expect(searchFilter({ minDuration: 1.005, maxDuration: 5.2e-43 })).toBe('duration:[1 TO 0]')
  })
})
