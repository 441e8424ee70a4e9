// The body of a plain draft written as `NAME: line`, as many students write: each such line is
// dialogue of NAME (1 to 4 words, at most 30 characters), `NAME (whispering): line` adds a
// direction, a `(...)` line on its own is a direction of the last speaker, and the rest is action.
import { ScriptBuilder } from './script-builder'
import { readSceneElement } from './scene-elements'

const speakerPart = /^([\p{L}\p{N}][\p{L}\p{N} .'’-]{0,29}?)\s*(?:\(([^()]{1,80})\))?\s*$/u

export interface Speech {
  name: string
  direction: string | null
  text: string
}

export function readSpeechLine(line: string): Speech | null {
  const colon = line.indexOf(':')
  // Only the short part before the colon goes through the pattern, so a long line costs nothing.
  const match = colon > 0 && colon <= 120 ? speakerPart.exec(line.slice(0, colon)) : null
  const text = line.slice(colon + 1).trim()
  if (!match || !text) return null
  const name = (match[1] as string).trim()
  const clockTime = /\d$/.test(name) && /^\d/.test(text)
  if (!/\p{L}/u.test(name) || name.split(/\s+/).length > 4 || text.startsWith('//') || clockTime) return null
  return { name, direction: match[2]?.trim() ?? null, text }
}

export interface ColonBody {
  builder: ScriptBuilder
  speeches: number
}

export function readColonBody(lines: string[], from: number): ColonBody {
  const builder = new ScriptBuilder()
  let speeches = 0
  let speaker: string | null = null
  let afterEmptyLine = true
  for (let i = from; i < lines.length; i += 1) {
    const line = (lines[i] as string).trim()
    if (!line) {
      builder.flush()
      afterEmptyLine = true
      continue
    }
    const element = readSceneElement(line, afterEmptyLine)
    const speech = element ? null : readSpeechLine(line)
    afterEmptyLine = false
    if (element?.type === 'ignore') {
      builder.flush()
      afterEmptyLine = true
    } else if (element?.type === 'standalone') {
      builder.add(null, 'action', element.text)
      speaker = null
    } else if (element) {
      builder.append(null, 'action', element.text)
      speaker = null
    } else if (speech) {
      speaker = builder.role(speech.name)
      if (speech.direction) builder.add(speaker, 'direction', speech.direction)
      builder.add(speaker, 'dialogue', speech.text)
      speeches += 1
    } else if (line.startsWith('(') && line.endsWith(')')) {
      builder.add(speaker, 'direction', line.slice(1, -1))
    } else {
      builder.append(null, 'action', line)
      speaker = null
    }
  }
  builder.flush()
  return { builder, speeches }
}
