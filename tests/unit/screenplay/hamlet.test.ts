import { describe, expect, it } from 'vitest'
import { parseScreenplay } from '#shared/screenplay/parse-screenplay'
import { readFixture } from './read-text-file'

const hamlet = parseScreenplay(readFixture('hamlet-1-1.fountain'))
const spoken = (role: string) => hamlet.lines.filter((line) => line.role === role && line.kind === 'dialogue')

describe('a real screenplay: Hamlet, Act 1 Scene 1, in Fountain', () => {
  it('reads the title page', () => {
    expect(hamlet.title).toBe('Hamlet, Act 1 Scene 1')
    expect(hamlet.description).toBe('Midnight on the battlements of Elsinore. The watch shows Horatio the ghost.')
    expect(hamlet.meta).toMatchObject({ author: 'William Shakespeare', credit: 'Written by', free: 'yes' })
    expect(hamlet.meta.source).toContain('Public domain')
  })

  it('finds the four speaking roles in order, with the descriptions of the title page', () => {
    expect(hamlet.roles).toEqual([
      { name: 'BERNARDO', description: 'an officer of the watch' },
      { name: 'FRANCISCO', description: 'a soldier, relieved at midnight' },
      { name: 'HORATIO', description: "Hamlet's friend, a scholar" },
      { name: 'MARCELLUS', description: 'an officer of the watch' },
    ])
  })

  it('starts with the scene heading and the opening action, then "Who\'s there?"', () => {
    expect(hamlet.lines.slice(0, 4)).toEqual([
      { role: null, kind: 'action', text: 'EXT. ELSINORE - A PLATFORM BEFORE THE CASTLE - NIGHT' },
      { role: null, kind: 'action', text: 'Francisco at his post. Enter to him Bernardo.' },
      { role: 'BERNARDO', kind: 'dialogue', text: "Who's there?" },
      { role: 'FRANCISCO', kind: 'dialogue', text: 'Nay, answer me. Stand and unfold yourself.' },
    ])
  })

  it("ends with Horatio (CONT'D) and the transition", () => {
    expect(hamlet.lines.slice(-2)).toEqual([
      {
        role: 'HORATIO',
        kind: 'dialogue',
        text: 'Before my God, I might not this believe Without the sensible and true avouch Of mine own eyes.',
      },
      { role: null, kind: 'action', text: 'CUT TO:' },
    ])
  })

  it('counts every line', () => {
    expect(hamlet.lines).toHaveLength(50)
    expect(hamlet.lines.filter((line) => line.kind === 'dialogue')).toHaveLength(41)
    expect(hamlet.lines.filter((line) => line.kind === 'action')).toHaveLength(7)
    expect(spoken('BERNARDO')).toHaveLength(15)
    expect(spoken('FRANCISCO')).toHaveLength(9)
    expect(spoken('HORATIO')).toHaveLength(8)
    expect(spoken('MARCELLUS')).toHaveLength(9)
  })

  it('turns parentheticals into directions of the speaker', () => {
    expect(hamlet.lines.filter((line) => line.kind === 'direction')).toEqual([
      { role: 'FRANCISCO', kind: 'direction', text: 'calling out' },
      { role: 'HORATIO', kind: 'direction', text: 'to the Ghost' },
    ])
  })

  it('drops the cue extension (O.S.), the note, the boneyard and the emphasis', () => {
    expect(spoken('MARCELLUS')[2]?.text).toBe('Holla, Bernardo!')
    expect(hamlet.lines).toContainEqual({ role: null, kind: 'action', text: 'Enter Horatio and Marcellus.' })
    const all = hamlet.lines.map((line) => line.text).join('\n')
    expect(all).not.toMatch(/Lantern|Sit down awhile|entreated|\*|Act 1|watch sees/)
    expect(spoken('BERNARDO')[2]?.text).toBe('He.')
  })
})
