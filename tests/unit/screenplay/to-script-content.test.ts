import { describe, expect, it } from 'vitest'
import { scriptContent, scriptLimits } from '#contract/scripts'
import type { ParsedScript } from '#shared/screenplay/parsed-script'
import { parseScreenplay } from '#shared/screenplay/parse-screenplay'
import { scriptOverflow, splitText, toScriptContent } from '#shared/screenplay/to-script-content'

/** Ids in the contract's format, predictable: id-0000000000000001, ... */
function counter() {
  let next = 0
  return () => `id-${String(++next).padStart(16, '0')}`
}

const parsed = (over: Partial<ParsedScript>): ParsedScript => ({
  title: null,
  description: null,
  meta: {},
  roles: [],
  lines: [],
  ...over,
})

describe('toScriptContent', () => {
  it('gives roles new ids and points every line at its role by name, whatever the case', () => {
    const content = toScriptContent(
      parseScreenplay(
        'Title: Night watch\nDescription: Two guards.\nRoles:\n    ANNA - the sergeant\n\nThe wall.\n\nAnna: Who goes there?\n(beat)\nben: Me.\nANNA: Pass.',
      ),
      counter(),
    )
    expect(content).toEqual({
      title: 'Night watch',
      description: 'Two guards.',
      visibility: 'private',
      roles: [
        { id: 'id-0000000000000001', name: 'Anna', description: 'the sergeant' },
        { id: 'id-0000000000000002', name: 'ben', description: '' },
      ],
      lines: [
        { id: 'id-0000000000000003', roleId: null, kind: 'action', text: 'The wall.' },
        { id: 'id-0000000000000004', roleId: 'id-0000000000000001', kind: 'dialogue', text: 'Who goes there?' },
        { id: 'id-0000000000000005', roleId: 'id-0000000000000001', kind: 'direction', text: 'beat' },
        { id: 'id-0000000000000006', roleId: 'id-0000000000000002', kind: 'dialogue', text: 'Me.' },
        { id: 'id-0000000000000007', roleId: 'id-0000000000000001', kind: 'dialogue', text: 'Pass.' },
      ],
    })
    expect(scriptContent.safeParse(content).success).toBe(true)
  })

  it('uses the given title and description when the draft has none, and "Untitled script" when nobody gives one', () => {
    const content = toScriptContent(parsed({}), counter(), { title: 'My draft', description: 'From my notebook' })
    expect(content.title).toBe('My draft')
    expect(content.description).toBe('From my notebook')
    expect(toScriptContent(parsed({}), counter()).title).toBe('Untitled script')
    expect(toScriptContent(parsed({ title: 'From the page' }), counter(), { title: 'Given' }).title).toBe(
      'From the page',
    )
  })

  it('splits a speech longer than a line may hold into several lines of the same role, at word boundaries', () => {
    const words = Array.from({ length: 2400 }, (_, index) => `word${index}`)
    const content = toScriptContent(
      parsed({
        roles: [{ name: 'ANNA', description: '' }],
        lines: [{ role: 'ANNA', kind: 'dialogue', text: words.join(' ') }],
      }),
      counter(),
    )
    expect(content.lines.length).toBeGreaterThan(1)
    expect(
      content.lines.every(
        (line) => line.text.length <= scriptLimits.lineTextMax && line.roleId === content.roles[0]?.id,
      ),
    ).toBe(true)
    expect(content.lines.map((line) => line.text).join(' ')).toBe(words.join(' '))
    expect(scriptContent.safeParse(content).success).toBe(true)
  })

  it('cuts a text with no spaces without splitting a character in two', () => {
    const pieces = splitText('😀'.repeat(3000), scriptLimits.lineTextMax)
    expect(pieces.join('')).toBe('😀'.repeat(3000))
    expect(pieces.every((piece) => piece.length <= scriptLimits.lineTextMax && !/^[\uDC00-\uDFFF]/.test(piece))).toBe(
      true,
    )
  })

  it('clamps titles, descriptions, role names and too many roles or lines, and says what was left out', () => {
    const many = parsed({
      title: 'T'.repeat(500),
      description: 'D '.repeat(2000),
      roles: Array.from({ length: 60 }, (_, index) => ({
        name: `R${index} ${'x'.repeat(100)}`,
        description: 'd'.repeat(900),
      })),
      lines: Array.from({ length: 3100 }, (_, index) => ({
        role: `R${index % 60} ${'x'.repeat(100)}`,
        kind: 'dialogue' as const,
        text: `Line ${index}`,
      })),
    })
    const content = toScriptContent(many, counter())
    expect(content.title).toHaveLength(scriptLimits.titleMax)
    expect(content.roles).toHaveLength(scriptLimits.rolesMax)
    expect(content.lines).toHaveLength(scriptLimits.linesMax)
    expect(content.lines[59]).toMatchObject({ roleId: null, kind: 'action', text: `R59 ${'x'.repeat(100)}: Line 59` })
    expect(scriptContent.safeParse(content).success).toBe(true)
    expect(scriptOverflow(many)).toBe(
      "This draft has 60 roles (a script keeps the first 50; the others' lines become action) and about 3100 lines (a script keeps the first 3000).",
    )
    expect(scriptOverflow(parsed({}))).toBeNull()
  })
})
