// Fountain elements that are the same in every kind of draft: what is ignored (sections, synopses,
// page breaks) and what becomes an action line of its own (scene headings, transitions, centred
// text) or part of an action paragraph (forced action `!`).

export type SceneElement =
  { type: 'ignore' } | { type: 'standalone'; text: string } | { type: 'paragraph'; text: string }

const sceneHeading = /^(?:int|ext|est|int\.?\/ext|i\/e)[. ]/i
const sceneNumber = /^[\w.-]+$/

/** `INT. HOUSE #12A#` → `INT. HOUSE` */
function withoutSceneNumber(heading: string): string {
  if (!heading.endsWith('#')) return heading
  const start = heading.lastIndexOf('#', heading.length - 2)
  return start > 0 && sceneNumber.test(heading.slice(start + 1, -1)) ? heading.slice(0, start).trim() : heading
}

export const hasUpperOnly = (text: string) => /\p{Lu}/u.test(text) && !/\p{Ll}/u.test(text)

/** Recognises `line` (already trimmed, not empty); null when it is none of these elements. */
export function readSceneElement(line: string, afterEmptyLine: boolean): SceneElement | null {
  const first = line[0]
  // `#` sections, `=` synopses and `===` page breaks
  if (first === '#' || first === '=') return { type: 'ignore' }
  if (first === '!') return { type: 'paragraph', text: line.slice(1) }
  if (first === '.' && line[1] !== '.' && line.length > 1)
    return { type: 'standalone', text: withoutSceneNumber(line.slice(1)) }
  if (afterEmptyLine && sceneHeading.test(line)) return { type: 'standalone', text: withoutSceneNumber(line) }
  if (first === '>') {
    const centred = line.endsWith('<') && line.length > 1
    return { type: 'standalone', text: centred ? line.slice(1, -1) : line.slice(1) }
  }
  if (line.endsWith('TO:') && hasUpperOnly(line)) return { type: 'standalone', text: line }
  return null
}

/** Whether a script's action line reads as a scene heading (`INT. KITCHEN – NIGHT`, `EXT. PARK`,
 *  `I/E CAR`): what podcast chapters are made of. */
export const isSceneHeading = (text: string) => sceneHeading.test(text.trim())
