import { describe, expect, it } from 'vitest'
import { parseScreenplay } from '#shared/screenplay/parse-screenplay'

describe('plain `NAME: line` drafts', () => {
  it('reads names before a colon as roles, keeps their first spelling and matches them whatever the case', () => {
    const parsed = parseScreenplay("Anna: Are you awake?\nben: No.\nANNA: Liar.\nMr. O'Neil-Smith: Quiet, both of you.")
    expect(parsed.roles).toEqual([
      { name: 'Anna', description: '' },
      { name: 'ben', description: '' },
      { name: "Mr. O'Neil-Smith", description: '' },
    ])
    expect(parsed.lines).toEqual([
      { role: 'Anna', kind: 'dialogue', text: 'Are you awake?' },
      { role: 'ben', kind: 'dialogue', text: 'No.' },
      { role: 'Anna', kind: 'dialogue', text: 'Liar.' },
      { role: "Mr. O'Neil-Smith", kind: 'dialogue', text: 'Quiet, both of you.' },
    ])
  })

  it('a (...) line is a direction of the previous speaker, `NAME (how): line` gives one too; other lines are action', () => {
    expect(
      parseScreenplay(
        'The kitchen, late.\n\nAnna: Tea?\n(pause)\nBen (yawning): Please.\nShe fills the kettle.\nIt hisses.',
      ).lines,
    ).toEqual([
      { role: null, kind: 'action', text: 'The kitchen, late.' },
      { role: 'Anna', kind: 'dialogue', text: 'Tea?' },
      { role: 'Anna', kind: 'direction', text: 'pause' },
      { role: 'Ben', kind: 'direction', text: 'yawning' },
      { role: 'Ben', kind: 'dialogue', text: 'Please.' },
      { role: null, kind: 'action', text: 'She fills the kettle. It hisses.' },
    ])
  })

  it('collapses whitespace in names', () => {
    expect(parseScreenplay('Old   Tom: Hm.\nold tom: Hm!').roles).toEqual([{ name: 'Old Tom', description: '' }])
  })

  it('is not fooled by long labels, times, links or lines without text after the colon', () => {
    const parsed = parseScreenplay(
      'Anna: Hi.\nThe thing I want to say to all of you here: nothing.\nAt 10:30 we left.\nhttps://example.com\nAgenda:\nBen: Bye.',
    )
    expect(parsed.roles.map((role) => role.name)).toEqual(['Anna', 'Ben'])
    expect(parsed.lines.filter((line) => line.kind === 'action')).toHaveLength(1)
  })

  it('never takes the title page for dialogue', () => {
    const parsed = parseScreenplay('Title: Breakfast\nAuthor: Sam\n\nAnna: Toast?\nBen: Yes.')
    expect(parsed.title).toBe('Breakfast')
    expect(parsed.roles.map((role) => role.name)).toEqual(['Anna', 'Ben'])
    expect(parsed.lines).toHaveLength(2)
  })

  it('a draft opening with dialogue has no title page', () => {
    const parsed = parseScreenplay('ANNA: Hello.\nBEN: Hi.')
    expect(parsed.title).toBeNull()
    expect(parsed.meta).toEqual({})
    expect(parsed.lines).toHaveLength(2)
  })

  it('picks the reading that finds more speeches: a heading in capitals is not a cue', () => {
    const parsed = parseScreenplay('THE KITCHEN\nAnna: Hello.\nBen: Hi.')
    expect(parsed.roles.map((role) => role.name)).toEqual(['Anna', 'Ben'])
    expect(parsed.lines[0]).toEqual({ role: null, kind: 'action', text: 'THE KITCHEN' })
  })

  it('in a Fountain screenplay a colon in action stays action', () => {
    const parsed = parseScreenplay('A sign on the door: KEEP OUT.\n\nANNA\nWhat does it say?\n\nBEN\nNothing.')
    expect(parsed.roles.map((role) => role.name)).toEqual(['ANNA', 'BEN'])
    expect(parsed.lines[0]).toEqual({ role: null, kind: 'action', text: 'A sign on the door: KEEP OUT.' })
  })
})

describe('edge cases', () => {
  it('empty text, or only spaces, gives an empty script', () => {
    for (const text of ['', '   \n\n\t\n']) {
      expect(parseScreenplay(text)).toEqual({ title: null, description: null, meta: {}, roles: [], lines: [] })
    }
  })

  it('only a title page', () => {
    expect(parseScreenplay('Title: Nothing yet\nAuthor: Me\n')).toEqual({
      title: 'Nothing yet',
      description: null,
      meta: { author: 'Me' },
      roles: [],
      lines: [],
    })
  })

  it('CRLF line endings, tabs, trailing spaces and a byte-order mark read like plain newlines', () => {
    const unix = parseScreenplay('Title: T\n\nINT. ROOM\n\nANNA\nHi there.\n(beat)\nBye.\n')
    const windows = parseScreenplay(
      '\uFEFFTitle: T   \r\n\r\n\tINT. ROOM  \r\n  \r\n\tANNA   \r\n\tHi\tthere.  \r\n(beat) \r\nBye.\r\n',
    )
    expect(windows).toEqual(unix)
    expect(parseScreenplay('Anna: one\rBen: two').lines).toHaveLength(2)
  })

  it('unicode names: cues and plain names keep their letters', () => {
    expect(parseScreenplay('ZOË\nBonjour.\n\nJOSÉ (O.S.)\n¡Hola!').roles.map((role) => role.name)).toEqual([
      'ZOË',
      'JOSÉ',
    ])
    expect(parseScreenplay('Zoë: Hi.\nzoë: Again.\nŁucja: Cześć.').roles.map((role) => role.name)).toEqual([
      'Zoë',
      'Łucja',
    ])
  })

  it('a line in a script without letter case (Chinese) is not a cue', () => {
    expect(parseScreenplay('\n你好\n再见').roles).toEqual([])
  })

  it('reads a 500,000-character draft in one pass', () => {
    const scene =
      'ANNA\nI have *waited* a long time for this [[note]] moment.\n\nBEN: Then wait a little longer.\n\nThe clock ticks.\n\n'
    const parsed = parseScreenplay(scene.repeat(Math.ceil(500_000 / scene.length)))
    expect(parsed.roles.map((role) => role.name)).toEqual(['ANNA'])
    expect(parsed.lines.length).toBe(3 * Math.ceil(500_000 / scene.length))
    const oneLine = parseScreenplay('a*_'.repeat(170_000))
    expect(oneLine.lines).toHaveLength(1)
  })

  it.each([
    ['a long run of spaces', `Anna${' '.repeat(500_000)}x: y`],
    ['a long run of spaces in a heading', `INT. HOUSE${' '.repeat(500_000)}#`],
    ['a long role note', `Title: T\nRoles:\n    ANNA${' '.repeat(500_000)}x\n\nANNA\nHi.`],
    ['unclosed notes', '[[ '.repeat(170_000)],
    ['unclosed boneyards', '/* '.repeat(170_000)],
    ['many cues', 'A\nb\n\n'.repeat(100_000)],
  ])('stays linear on %s', (_what, text) => {
    expect(parseScreenplay(text).lines.length).toBeGreaterThan(0)
  })
})
