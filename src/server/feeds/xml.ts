// Text and attribute values for the feed's XML, escaped rather than wrapped in CDATA: `&`, `<`, `>`,
// `"` and `'` become entities, and characters XML 1.0 cannot hold at all (most control characters,
// lone surrogates, U+FFFE and U+FFFF) are dropped, so no title can break a podcast app's parser.
const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

const notXml =
  // eslint-disable-next-line no-control-regex -- these are exactly the characters XML forbids
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

export function escapeXml(value: string): string {
  return value.replace(notXml, '').replace(/[&<>"']/g, (char) => entities[char]!)
}

/** `<name attr="…">text</name>`, or `<name attr="…"/>` without text; values are escaped here. */
export function element(name: string, text: string | null, attributes: Record<string, string> = {}): string {
  const attrs = Object.entries(attributes)
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join('')
  return text === null ? `<${name}${attrs}/>` : `<${name}${attrs}>${escapeXml(text)}</${name}>`
}
