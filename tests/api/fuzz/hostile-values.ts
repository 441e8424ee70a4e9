// Values an attacker or a broken client sends: huge strings, NUL and control characters, Unicode
// edge cases, SQL and HTML metacharacters, deep nesting and the wrong types.
import fc from 'fast-check'

/** Marks HTML we send, so an answer that reflects it unescaped is found by this text. */
export const htmlMarker = '<script>fuzz</script>'

const sqlAndHtml = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR ""="',
  '\\',
  '%',
  '_%_',
  '$1',
  '${7*7}',
  '{{7*7}}',
  htmlMarker,
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  '</textarea><b>',
  '&lt;&amp;&#0;',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '..%2f..%2f',
  '%00',
  '%E0%A4%A',
]

const unicodeEdges = [
  '\u0000',
  'a\u0000b',
  '\u0007\u0008\u001b[31m',
  '\ud800',
  '\udfff',
  'x\ud83dy',
  '\ufeff',
  '\u200b\u200c\u200d',
  '\u202e\u202d',
  'e\u0301\u0301\u0301\u0301',
  '😀👩‍👩‍👧‍👦🏳️‍🌈',
  '\uffff\ufffe',
  'İıß',
  '\r\n\r\n',
  ' \t ',
  '',
]

/** A string that means trouble: metacharacters, edge code points, or sheer size. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...sqlAndHtml, ...unicodeEdges),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.tuple(fc.constantFrom(...sqlAndHtml, ...unicodeEdges), fc.string({ maxLength: 8 })).map(([a, b]) => a + b),
  fc.integer({ min: 1_000, max: 200_000 }).map((length) => 'A'.repeat(length)),
  fc.integer({ min: 100, max: 5_000 }).map((length) => '\u0000'.repeat(length)),
)

/** As deep as this process can still stringify; deeper nesting goes as raw text (hostileRawBody). */
const deepNesting = fc.integer({ min: 50, max: 1_000 }).map((depth) => {
  let value: unknown = 'bottom'
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { a: value }
  return value
})

/** Any JSON value, of the wrong type as often as not, sometimes nested thousands deep. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom(null, true, false, 0, -0, -1, 2 ** 31, 2 ** 53 + 1, -(2 ** 63), 1e308, 0.5, [], {}),
  fc.double(),
  fc.jsonValue({ maxDepth: 3 }),
  deepNesting,
  fc.array(hostileString, { maxLength: 5 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 5 }),
  fc.constant({ __proto__: { polluted: true }, constructor: { prototype: { polluted: true } } }),
)

/** A raw body that is not JSON at all, with a content type that may lie about it. */
export const hostileRawBody = fc.record({
  contentType: fc.constantFrom(
    'application/json',
    'application/json; charset=utf-16',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'multipart/form-data',
    'application/offset+octet-stream',
    'audio/webm',
    'image/png',
    '',
    'application/jsoN;;;',
  ),
  payload: fc.oneof(
    hostileString,
    fc.constantFrom(
      '{',
      '{"a":',
      '[1,2',
      'null',
      '"',
      '{"__proto__":{"x":1}}',
      '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc\r\n--x--',
    ),
    fc.uint8Array({ maxLength: 2_000 }).map((bytes) => Buffer.from(bytes)),
    // Nesting far deeper than any value built in memory here: only text can carry it.
    fc.integer({ min: 10_000, max: 200_000 }).map((depth) => `${'{"a":['.repeat(depth)}${']}'.repeat(depth)}`),
  ),
})
