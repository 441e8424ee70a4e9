import { describe, expect, it } from 'vitest'
import { parseScreenplay } from '#shared/screenplay/parse-screenplay'

const linesOf = (text: string) => parseScreenplay(text).lines
const rolesOf = (text: string) => parseScreenplay(text).roles.map((role) => role.name)

describe('Fountain syntax, one element at a time', () => {
  it('title page: keys, indented multi-line values, Notes as description, other keys lower-cased in meta', () => {
    const parsed = parseScreenplay(
      'Title:\n    The Long\n    Night\nNotes: Two voices.\nDraft date: 1 May\nFree: no\n\nANNA\nHello.\n',
    )
    expect(parsed.title).toBe('The Long Night')
    expect(parsed.description).toBe('Two voices.')
    expect(parsed.meta).toEqual({ 'draft date': '1 May', free: 'no' })
    expect(parsed.lines).toEqual([{ role: 'ANNA', kind: 'dialogue', text: 'Hello.' }])
  })

  it('Description wins over Notes, which then stays in meta', () => {
    const parsed = parseScreenplay('Title: X\nDescription: The scene.\nNotes: Keep it short.\n\nSome action.')
    expect(parsed.description).toBe('The scene.')
    expect(parsed.meta).toEqual({ notes: 'Keep it short.' })
  })

  it('role descriptions come from the Roles key, matched whatever the case; unknown roles get none', () => {
    const parsed = parseScreenplay(
      'Title: X\nRoles:\n    anna - the nurse\n    BEN – a doctor\n\nANNA\nHi.\n\nBEN\nHi.\n\nCARL\nHi.',
    )
    expect(parsed.roles).toEqual([
      { name: 'ANNA', description: 'the nurse' },
      { name: 'BEN', description: 'a doctor' },
      { name: 'CARL', description: '' },
    ])
  })

  it('scene headings, and forced ones with a dot, are action lines of their own (scene numbers dropped)', () => {
    expect(
      linesOf('INT. KITCHEN - DAY #1A#\n\next. garden\n\nI/E CAR - MOVING\n\n.FLASHBACK\n\n...and then nothing.'),
    ).toEqual([
      { role: null, kind: 'action', text: 'INT. KITCHEN - DAY' },
      { role: null, kind: 'action', text: 'ext. garden' },
      { role: null, kind: 'action', text: 'I/E CAR - MOVING' },
      { role: null, kind: 'action', text: 'FLASHBACK' },
      { role: null, kind: 'action', text: '...and then nothing.' },
    ])
  })

  it('a character cue needs an empty line before and text after it', () => {
    expect(linesOf('Rain.\nTOM\nHello.')).toEqual([{ role: null, kind: 'action', text: 'Rain. TOM Hello.' }])
    expect(linesOf('Rain.\n\nTOM\n\nHello.').map((line) => line.kind)).toEqual(['action', 'action', 'action'])
    expect(linesOf('Rain.\n\nTOM\nHello.')).toContainEqual({ role: 'TOM', kind: 'dialogue', text: 'Hello.' })
  })

  it('cue extensions and the dual-dialogue caret are not part of the name', () => {
    const text = "MOM (O. S.)\nLuke!\n\nMOM (on the radio)\nLuke!\n\nLUKE (V.O.) ^\nYes?\n\nLUKE (CONT'D)\nMom?"
    expect(rolesOf(text)).toEqual(['MOM', 'LUKE'])
    expect(linesOf(text).every((line) => line.kind === 'dialogue')).toBe(true)
  })

  it('@ forces a cue for a name in mixed case, and ! forces action for a line in capitals', () => {
    const text = '@McClane\nYippee ki-yay.\n\n!SUDDENLY\nThe lights go out.'
    expect(linesOf(text)).toEqual([
      { role: 'McClane', kind: 'dialogue', text: 'Yippee ki-yay.' },
      { role: null, kind: 'action', text: 'SUDDENLY The lights go out.' },
    ])
  })

  it('dialogue runs to the next empty line, its line breaks become single spaces', () => {
    expect(linesOf('ANNA\nI was   there,\n  and so\twere you.\n\nShe leaves.')).toEqual([
      { role: 'ANNA', kind: 'dialogue', text: 'I was there, and so were you.' },
      { role: null, kind: 'action', text: 'She leaves.' },
    ])
  })

  it('parentheticals inside dialogue become directions of that role and split the speech', () => {
    expect(linesOf('ANNA\n(quietly)\nCome in.\n(beat)\nSit.')).toEqual([
      { role: 'ANNA', kind: 'direction', text: 'quietly' },
      { role: 'ANNA', kind: 'dialogue', text: 'Come in.' },
      { role: 'ANNA', kind: 'direction', text: 'beat' },
      { role: 'ANNA', kind: 'dialogue', text: 'Sit.' },
    ])
  })

  it('action paragraphs become one action line each', () => {
    expect(linesOf('The door opens.\nWind.\n\nA CAT enters.')).toEqual([
      { role: null, kind: 'action', text: 'The door opens. Wind.' },
      { role: null, kind: 'action', text: 'A CAT enters.' },
    ])
  })

  it('transitions, forced transitions and centred text are action lines, never cues', () => {
    expect(linesOf('CUT TO:\nThe street.\n\n> FADE OUT.\n\n>THE END<')).toEqual([
      { role: null, kind: 'action', text: 'CUT TO:' },
      { role: null, kind: 'action', text: 'The street.' },
      { role: null, kind: 'action', text: 'FADE OUT.' },
      { role: null, kind: 'action', text: 'THE END' },
    ])
    expect(rolesOf('\nSMASH CUT TO:\nThe street.')).toEqual([])
  })

  it('notes and boneyard are removed, even inside a speech or across lines', () => {
    const text =
      'ANNA\nHello [[too formal?]] there.\n[[a note on its own line]]\nCome in.\n\n/* A cut scene.\n\nBEN\nGone.\n*/\nThe end. /* inline */'
    expect(linesOf(text)).toEqual([
      { role: 'ANNA', kind: 'dialogue', text: 'Hello there. Come in.' },
      { role: null, kind: 'action', text: 'The end.' },
    ])
    expect(rolesOf(text)).toEqual(['ANNA'])
  })

  it('an unclosed note or boneyard is kept as written', () => {
    expect(linesOf('Open [[ but never closed.')).toEqual([
      { role: null, kind: 'action', text: 'Open [[ but never closed.' },
    ])
    expect(linesOf('/* not closed')).toEqual([{ role: null, kind: 'action', text: '/* not closed' }])
  })

  it('sections, synopses and page breaks are ignored', () => {
    expect(linesOf('# ACT ONE\n\n## The watch\n\n= Guards meet.\n\n===\n\nThe night.')).toEqual([
      { role: null, kind: 'action', text: 'The night.' },
    ])
  })

  it('emphasis markers are stripped, escaped ones kept, plain stars and underscores left alone', () => {
    const text =
      'ANNA\n*Italic*, **bold**, ***both***, _under_ and _**mixed**_. 5 * 3, snake_case, \\*literal\\*, fill ____ in.'
    expect(linesOf(text)[0]?.text).toBe(
      'Italic, bold, both, under and mixed. 5 * 3, snake_case, *literal*, fill ____ in.',
    )
  })

  it('lyrics are dialogue under a cue, action otherwise', () => {
    expect(linesOf('ANNA\n~Row, row, row\n~your boat\n\n~A radio sings.')).toEqual([
      { role: 'ANNA', kind: 'dialogue', text: 'Row, row, row your boat' },
      { role: null, kind: 'action', text: 'A radio sings.' },
    ])
  })
})
