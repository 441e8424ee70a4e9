// `podcast:guid` (Podcasting 2.0): a UUIDv5 in the namespace the spec fixes, over the feed's URL
// without its scheme and trailing slashes, so any app can compute the same guid from the same feed.
import { createHash } from 'node:crypto'

const podcastNamespace = 'ead4c236-bf58-58c6-a2c6-a6b28d128cb6'

/** `feedUrl` with or without scheme: `https://a.example/feed/` and `a.example/feed` give one guid. */
export function podcastGuid(feedUrl: string): string {
  const name = feedUrl.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').replace(/\/+$/, '')
  const hash = createHash('sha1')
    .update(Buffer.from(podcastNamespace.replaceAll('-', ''), 'hex'))
    .update(name, 'utf8')
    .digest()
  // RFC 9562 §5.5: version 5 in the high nibble of byte 6, variant 10 in the top bits of byte 8.
  hash[6] = (hash[6]! & 0x0f) | 0x50
  hash[8] = (hash[8]! & 0x3f) | 0x80
  const hex = hash.subarray(0, 16).toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
