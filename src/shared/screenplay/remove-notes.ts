// Fountain notes `[[...]]` and boneyard `/* ... */` are the writer's, not the script's: they are cut
// out before anything else is read. A line that held nothing but removed text disappears entirely,
// so a note between a cue and its dialogue does not end the speech like an empty line would.

const removed = '\u0001'

/** Cuts every closed `open…close` span; an unclosed opener is kept as written (nothing is lost). */
function cutSpans(text: string, open: string, close: string): string {
  let out = ''
  let from = 0
  for (;;) {
    const start = text.indexOf(open, from)
    if (start < 0) break
    const end = text.indexOf(close, start + open.length)
    if (end < 0) break
    out += text.slice(from, start) + removed
    from = end + close.length
  }
  return from === 0 ? text : out + text.slice(from)
}

/** The text's lines with notes and boneyard removed (line endings already normalised to `\n`). */
export function linesWithoutNotes(text: string): string[] {
  const cut = cutSpans(cutSpans(text, '/*', '*/'), '[[', ']]')
  if (!cut.includes(removed)) return cut.split('\n')
  const lines: string[] = []
  for (const line of cut.split('\n')) {
    if (!line.includes(removed)) lines.push(line)
    else if (line.replaceAll(removed, '').trim() !== '') lines.push(line.replaceAll(removed, ''))
  }
  return lines
}
