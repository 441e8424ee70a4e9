// The body of a Fountain screenplay. A character cue is a line in upper case (or forced with `@`)
// after an empty line and before a non-empty one; the lines under it, up to the next empty line,
// are the speech: parentheticals become directions of that role, the rest its dialogue.
import { ScriptBuilder } from './script-builder'
import { hasUpperOnly, readSceneElement } from './scene-elements'

const cueNameMax = 50

/** The role named by a cue line, or null when the line is not a cue. Extensions such as (V.O.)
 *  and the dual-dialogue `^` are dropped. */
export function readCue(line: string): string | null {
  const forced = line.startsWith('@')
  let name = forced ? line.slice(1) : line
  if (name.endsWith('^')) name = name.slice(0, -1)
  const extension = name.indexOf('(')
  if (extension >= 0) name = name.slice(0, extension)
  name = name.trim()
  if (!name || name.length > cueNameMax || name.includes(':') || !/\p{L}/u.test(name)) return null
  return forced || hasUpperOnly(name) ? name : null
}

export interface FountainBody {
  builder: ScriptBuilder
  cues: number
}

export function readFountainBody(lines: string[], from: number): FountainBody {
  const builder = new ScriptBuilder()
  let cues = 0
  let speaker: string | null = null
  let afterEmptyLine = true
  for (let i = from; i < lines.length; i += 1) {
    const line = (lines[i] as string).trim()
    if (!line) {
      builder.flush()
      speaker = null
      afterEmptyLine = true
      continue
    }
    if (speaker !== null) {
      if (line.startsWith('(') && line.endsWith(')')) builder.add(speaker, 'direction', line.slice(1, -1))
      else builder.append(speaker, 'dialogue', line.startsWith('~') ? line.slice(1) : line)
      continue
    }
    const element = readSceneElement(line, afterEmptyLine)
    const nextIsText = ((lines[i + 1] as string | undefined) ?? '').trim() !== ''
    const cue = element || !nextIsText || !(afterEmptyLine || line.startsWith('@')) ? null : readCue(line)
    afterEmptyLine = false
    if (element?.type === 'ignore') {
      builder.flush()
      afterEmptyLine = true
    } else if (element?.type === 'standalone') {
      builder.add(null, 'action', element.text)
    } else if (element) {
      builder.append(null, 'action', element.text)
    } else if (cue !== null) {
      builder.flush()
      speaker = builder.role(cue)
      cues += 1
    } else {
      builder.append(null, 'action', line.startsWith('~') ? line.slice(1) : line)
    }
  }
  builder.flush()
  return { builder, cues }
}
