// Where each sound's HQ MP3 preview lies, as search results and sound instances told us, for a
// while: the proxy then answers an audio element's several range requests, and previews of a page
// just searched, without spending the key's requests (Freesound allows 60 a minute) on a sound instance.

const ttlMs = 10 * 60 * 1000
const maxEntries = 2000

export interface PreviewCache {
  get(soundId: number): string | undefined
  remember(soundId: number, url: string): string
}

export function createPreviewCache(now: () => Date): PreviewCache {
  const entries = new Map<number, { url: string; until: number }>()
  return {
    get(soundId) {
      const entry = entries.get(soundId)
      if (entry && entry.until > now().getTime()) return entry.url
      entries.delete(soundId)
      return undefined
    },
    remember(soundId, url) {
      entries.delete(soundId)
      entries.set(soundId, { url, until: now().getTime() + ttlMs })
      // A Map iterates in insertion order: the first key is the oldest.
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as number)
      return url
    },
  }
}
