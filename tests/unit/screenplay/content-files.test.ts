import { describe, expect, it } from 'vitest'
import { scriptContent } from '#contract/scripts'
import { parseScreenplay } from '#shared/screenplay/parse-screenplay'
import { scriptStats } from '#shared/screenplay/script-stats'
import { scriptOverflow, toScriptContent } from '#shared/screenplay/to-script-content'
import { readContentFolder } from './read-text-file'

let next = 0
const newId = () => `content-${String(++next).padStart(16, '0')}`

const templates = readContentFolder('templates')
const library = readContentFolder('library')

describe.each([
  ['templates', templates],
  ['library', library],
])('content/%s', (_folder, files) => {
  it.each(files)('%s parses into a script within the contract', (slug, text) => {
    expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    const parsed = parseScreenplay(text)
    expect(parsed.title).toBeTruthy()
    expect(parsed.description).toBeTruthy()
    expect(parsed.meta.source).toBeTruthy()
    expect(parsed.roles.length).toBeGreaterThan(0)
    expect(parsed.roles.every((role) => role.description !== '')).toBe(true)
    expect(parsed.lines.length).toBeGreaterThan(5)
    expect(parsed.lines.every((line) => line.text.trim() !== '')).toBe(true)
    expect(scriptOverflow(parsed)).toBeNull()
    const content = toScriptContent(parsed, newId)
    expect(scriptContent.safeParse(content).error).toBeUndefined()
    expect(scriptStats(content).roles.every((role) => role.lineCount > 0)).toBe(true)
  })
})

describe('what we ship', () => {
  it('five templates of 10 to 30 lines', () => {
    expect(templates).toHaveLength(5)
    for (const [, text] of templates) {
      const lines = parseScreenplay(text).lines.length
      expect(lines).toBeGreaterThanOrEqual(10)
      expect(lines).toBeLessThanOrEqual(30)
    }
  })

  it('ten library scripts, six free, with 1 to 6 roles and every length', () => {
    const parsed = library.map(([, text]) => parseScreenplay(text))
    expect(parsed).toHaveLength(10)
    expect(parsed.map((script) => script.meta.free).sort()).toEqual([
      'no',
      'no',
      'no',
      'no',
      'yes',
      'yes',
      'yes',
      'yes',
      'yes',
      'yes',
    ])
    expect(new Set(parsed.map((script) => script.roles.length))).toEqual(new Set([1, 2, 3, 4, 5, 6]))
    const seconds = parsed.map((script) => scriptStats(toScriptContent(script, newId)).totals.estimatedSeconds)
    expect(seconds.some((value) => value < 120)).toBe(true)
    expect(seconds.some((value) => value >= 120 && value <= 300)).toBe(true)
    expect(seconds.some((value) => value > 300)).toBe(true)
  })
})
