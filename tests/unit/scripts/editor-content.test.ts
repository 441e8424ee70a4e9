import { describe, expect, it } from 'vitest'
import type { ScriptLine } from '#contract/scripts'
import {
  addLine,
  emptyContent,
  moveLine,
  nextSpeaker,
  removeRole,
  type EditorContent,
} from '#app/scripts/editor/editor-content'
import { validateContent } from '#app/scripts/editor/validate-content'

const roles = ['ANNA', 'BORIS', 'CLARA'].map((name) => ({
  id: `role-${name.toLowerCase()}-aaaaaaaaaaa`,
  name,
  description: '',
}))
const [anna, boris, clara] = roles.map((role) => role.id) as [string, string, string]

function scene(...speakers: Array<string | null>): EditorContent {
  const lines: ScriptLine[] = speakers.map((roleId, index) => ({
    id: `line-${index}-aaaaaaaaaaaaaaa`,
    roleId,
    kind: roleId ? 'dialogue' : 'action',
    text: `line ${index}`,
  }))
  return { ...emptyContent(), title: 'Scene', roles, lines }
}

describe('who speaks next', () => {
  it('goes back and forth between the last two speakers, across action', () => {
    expect(nextSpeaker(scene(anna, clara, null), 2)).toEqual({ kind: 'dialogue', roleId: anna })
    expect(nextSpeaker(scene(anna, clara, anna), 2)).toEqual({ kind: 'dialogue', roleId: clara })
  })

  it('after a single speaker, the next role in the list; with no speaker yet, the first role', () => {
    expect(nextSpeaker(scene(boris), 0)).toEqual({ kind: 'dialogue', roleId: clara })
    expect(nextSpeaker(scene(clara, clara), 1)).toEqual({ kind: 'dialogue', roleId: anna })
    expect(nextSpeaker(scene(null), 0)).toEqual({ kind: 'dialogue', roleId: anna })
    expect(nextSpeaker({ ...scene(), roles: [] }, -1)).toEqual({ kind: 'action', roleId: null })
  })

  it('looks back from the line being written, not from the end', () => {
    expect(nextSpeaker(scene(anna, boris, clara, anna), 1)).toEqual({ kind: 'dialogue', roleId: anna })
  })
})

describe('editing lines and roles', () => {
  it('adds a line right after the given one and moves lines within bounds', () => {
    const added = addLine(
      scene(anna, boris),
      'new-line-aaaaaaaaaaaa',
      { kind: 'direction', roleId: anna },
      'line-0-aaaaaaaaaaaaaaa',
    )
    expect(added.lines.map((line) => line.id)).toEqual([
      'line-0-aaaaaaaaaaaaaaa',
      'new-line-aaaaaaaaaaaa',
      'line-1-aaaaaaaaaaaaaaa',
    ])
    expect(moveLine(added, 'line-0-aaaaaaaaaaaaaaa', -1)).toBe(added)
    expect(moveLine(added, 'line-0-aaaaaaaaaaaaaaa', 1).lines[1]?.id).toBe('line-0-aaaaaaaaaaaaaaa')
  })

  it('removing a role never drops a line', () => {
    const content = addLine(
      scene(anna, boris, anna),
      'dir-line-aaaaaaaaaaaa',
      { kind: 'direction', roleId: anna },
      null,
    )
    const asAction = removeRole(content, anna, null)
    expect(asAction.lines).toHaveLength(4)
    expect(asAction.lines.map((line) => [line.kind, line.roleId])).toEqual([
      ['action', null],
      ['dialogue', boris],
      ['action', null],
      ['direction', null],
    ])
    expect(removeRole(content, anna, clara).lines.map((line) => line.roleId)).toEqual([clara, boris, clara, clara])
  })
})

describe('validation', () => {
  it('names the field of each problem', () => {
    const content = { ...scene(anna), title: ' ', roles: [{ ...roles[0]!, name: '' }] }
    const result = validateContent({ ...content, lines: [{ ...content.lines[0]!, text: '' }] })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.errors).toEqual({
      title: 'Please give the script a title.',
      [`role:${anna}:name`]: 'Every role needs a name.',
      'line:line-0-aaaaaaaaaaaaaaa:text': 'A line cannot be empty.',
    })
    expect(result.messages).toEqual([
      'Please give the script a title.',
      'Role 1: Every role needs a name.',
      'Line 1: A line cannot be empty.',
    ])
  })
})
