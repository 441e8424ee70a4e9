import { afterEach, describe, expect, it } from 'vitest'
import { recordButtonAttribute, spaceBarAction } from '#app/sessions/space-bar'

const space = (target: EventTarget | null, extra: Partial<{ key: string; repeat: boolean; modified: boolean }> = {}) =>
  spaceBarAction({ key: ' ', repeat: false, modified: false, target, ...extra })

function element(html: string): HTMLElement {
  document.body.innerHTML = html
  return document.body.querySelector('[data-target]') as HTMLElement
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('the space bar in the studio', () => {
  it('toggles recording from the page and from other buttons', () => {
    expect(space(document.body)).toBe('toggle')
    expect(space(element('<li><button data-target>Hello.</button></li>'))).toBe('toggle')
    expect(space(null)).toBe('toggle')
  })

  it('is left to the Record button itself, whose own activation toggles', () => {
    expect(space(element(`<button ${recordButtonAttribute} data-target>Record</button>`))).toBe('ignore')
  })

  it('types and picks as usual in text fields, selects and editable text', () => {
    expect(space(element('<input data-target />'))).toBe('ignore')
    expect(space(element('<textarea data-target></textarea>'))).toBe('ignore')
    expect(space(element('<select data-target><option>a</option></select>'))).toBe('ignore')
    expect(space(element('<div contenteditable="true"><span data-target>x</span></div>'))).toBe('ignore')
  })

  it('swallows a held key instead of toggling again, and leaves other keys and shortcuts alone', () => {
    expect(space(document.body, { repeat: true })).toBe('swallow')
    expect(space(document.body, { key: 'Enter' })).toBe('ignore')
    expect(space(document.body, { modified: true })).toBe('ignore')
  })
})
