// Fountain emphasis (`*italic*`, `**bold**`, `***both***`, `_underline_`) is dropped from the text.
// One linear pass: a run of `*` is emphasis when it touches text on either side (but not `/*` of an
// unclosed boneyard), a run of `_` when it has a word on one side only; so "5 * 3", "snake_case"
// and a blank "____" stay as written.
// `\*` and `\_` are escapes for the plain characters.

const isSpace = (char: string | undefined) => char === undefined || /\s/.test(char)
const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char)

/** Nested markers (`_**bold underline**_`) look past each other, a few characters at most. */
function skipMarkers(text: string, from: number, step: 1 | -1): number {
  let at = from
  while ((text[at] === '*' || text[at] === '_') && Math.abs(at - from) < 6) at += step
  return at
}

export function stripEmphasis(text: string): string {
  const marker = /[*_\\]/g
  let out = ''
  let copied = 0
  for (let found = marker.exec(text); found; found = marker.exec(text)) {
    const i = found.index
    const char = found[0]
    out += text.slice(copied, i)
    if (char === '\\') {
      const next = text[i + 1]
      const escape = next === '*' || next === '_'
      out += escape ? next : char
      copied = marker.lastIndex = escape ? i + 2 : i + 1
      continue
    }
    let end = i
    while (text[end] === char) end += 1
    const before = text[skipMarkers(text, i - 1, -1)]
    const after = text[skipMarkers(text, end, 1)]
    const emphasis =
      char === '*'
        ? (!isSpace(before) || !isSpace(after)) && before !== '/' && after !== '/'
        : isWordChar(before) !== isWordChar(after)
    if (!emphasis) out += text.slice(i, end)
    copied = marker.lastIndex = end
  }
  return out + text.slice(copied)
}
