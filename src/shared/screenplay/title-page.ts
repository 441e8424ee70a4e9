// A Fountain title page: `Key: value` lines at the very start, a value may continue on indented
// lines, and the first empty line ends it. So that a draft opening with `ANNA: Hello` is not taken
// for one, the block must name at least one key a title page uses (Title, Author, Source, ...).

const knownKeys = new Set([
  'title',
  'credit',
  'author',
  'authors',
  'source',
  'draft date',
  'date',
  'contact',
  'copyright',
  'notes',
  'description',
  'roles',
  'free',
  'revision',
  'language',
  'genre',
  'tags',
])
const keyLine = /^([\p{L}][\p{L}\p{N} ]{0,39}):(.*)$/u

export interface TitlePage {
  /** Lower-cased keys (inner whitespace collapsed) → value lines, trimmed, empty ones dropped. */
  entries: Map<string, string[]>
  /** Index of the first line after the title page (0 when there is none). */
  bodyStart: number
}

export function readTitlePage(lines: string[]): TitlePage {
  const none: TitlePage = { entries: new Map(), bodyStart: 0 }
  let i = 0
  while (i < lines.length && (lines[i] as string).trim() === '') i += 1
  const entries = new Map<string, string[]>()
  let current: string[] | null = null
  let known = false
  for (; i < lines.length; i += 1) {
    const line = lines[i] as string
    if (line.trim() === '') break
    const key = /^\s/.test(line) ? null : keyLine.exec(line)
    if (key) {
      const name = (key[1] as string).trim().replace(/\s+/g, ' ').toLowerCase()
      known ||= knownKeys.has(name)
      current = []
      entries.set(name, current)
      const value = (key[2] as string).trim()
      if (value) current.push(value)
    } else if (current && /^\s/.test(line)) {
      current.push(line.trim())
    } else {
      return none
    }
  }
  return known ? { entries, bodyStart: i } : none
}

export interface RoleNote {
  name: string
  description: string
}

const roleNoteSeparator = /\s[-–—]\s|:\s/

/** `Roles:` as indented `NAME - description` lines, or a single line of names: `ANNA, BEN`. */
export function readRoleNotes(values: string[]): RoleNote[] {
  const single = values.length === 1 && !roleNoteSeparator.test(values[0] as string)
  const items = single ? (values[0] as string).split(',') : values
  const notes: RoleNote[] = []
  for (const item of items) {
    const separator = roleNoteSeparator.exec(item)
    const name = (separator ? item.slice(0, separator.index) : item).trim().replace(/\s+/g, ' ')
    const description = separator ? item.slice(separator.index + separator[0].length).trim() : ''
    if (name) notes.push({ name, description })
  }
  return notes
}
