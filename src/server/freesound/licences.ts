// Freesound answers a sound's licence as the licence deed's URL (e.g.
// `http://creativecommons.org/licenses/by/4.0/`); older sounds may carry the search filter's name
// ("Attribution"). Both become a short name to credit with and a link to the deed.

export interface Licence {
  name: string
  url: string
}

const byName: Record<string, Licence> = {
  'creative commons 0': { name: 'CC0 1.0', url: 'https://creativecommons.org/publicdomain/zero/1.0/' },
  attribution: { name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' },
  'attribution noncommercial': { name: 'CC BY-NC 4.0', url: 'https://creativecommons.org/licenses/by-nc/4.0/' },
}

const deed = /^https?:\/\/(?:www\.)?creativecommons\.org\/(licenses|publicdomain)\/([a-z+-]+)\/(\d+(?:\.\d+)?)\/?$/i

export function licenceOf(value: string): Licence {
  const trimmed = value.trim()
  const named = byName[trimmed.toLowerCase()]
  if (named) return named
  const match = deed.exec(trimmed)
  if (!match) return { name: trimmed || 'Unknown licence', url: /^https?:\/\//i.test(trimmed) ? trimmed : '' }
  const [, kind, code = '', version = ''] = match
  const url = trimmed.replace(/^http:/i, 'https:')
  if (kind?.toLowerCase() === 'publicdomain')
    return { name: code.toLowerCase() === 'zero' ? `CC0 ${version}` : `Public Domain ${version}`, url }
  if (code.toLowerCase() === 'sampling+') return { name: `Sampling+ ${version}`, url }
  return { name: `CC ${code.toUpperCase()} ${version}`, url }
}
