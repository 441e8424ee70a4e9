// The space bar records and stops like the Record button, except where space types or picks
// something (text fields, selects, editable text). On the Record button itself the browser's own
// activation already toggles, so the key is left to it; held keys repeat and are swallowed.

export type SpaceBarAction = 'toggle' | 'swallow' | 'ignore'

export interface SpaceKey {
  key: string
  repeat: boolean
  /** Modifier keys make it another shortcut. */
  modified: boolean
  target: EventTarget | null
}

export const recordButtonAttribute = 'data-record-button'

const typingTags = new Set(['INPUT', 'SELECT', 'TEXTAREA'])

function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false
  if (typingTags.has(target.tagName)) return true
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable ||
      target.closest('[contenteditable="true"], [role="textbox"], [role="combobox"], [role="listbox"]') !== null)
  )
}

export function spaceBarAction({ key, repeat, modified, target }: SpaceKey): SpaceBarAction {
  if (key !== ' ' || modified || isTypingTarget(target)) return 'ignore'
  if (target instanceof Element && target.closest(`[${recordButtonAttribute}]`)) return 'ignore'
  return repeat ? 'swallow' : 'toggle'
}
