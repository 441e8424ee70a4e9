// What a visitor does on the prerendered markup before the app takes over (decision 074, issue 34):
// the markup is live, not inert, so fields take typing and assistive technology reads the page.
// Its buttons and links cannot act yet (the markup's submit buttons are plain buttons, `data-submit`;
// its links are held), so a tap on one, or Enter in a field, is remembered. When the app's screen shows (`app:screen-shown`),
// what was typed goes into the app's fields of the same label, the focus and caret to the same
// field, and a remembered button or link is pressed on the app's one of the same words, once the
// app has the values. Runs in the prerendered page's boot script, before the entry.

/** The markup's submit buttons become plain ones: nothing submits before the app can. */
export const inertSubmitButtons = (markup: string) => markup.replaceAll('type="submit"', 'type="button" data-submit=""')

/** Plain JavaScript, part of the boot script. */
export function firstInputKeeper(prerenderedId: string, screenShownEvent: string): string {
  return `
const markup = document.getElementById(${JSON.stringify(prerenderedId)})
let focused = markup?.contains(document.activeElement) ? document.activeElement : null
let pressed = null
// By the label in the field's own tree: once the markup is taken out, field.labels is empty.
const labelIn = (scope, field) =>
  ((field.id && scope.querySelector('label[for="' + CSS.escape(field.id) + '"]')) || field.closest('label'))?.textContent.trim() ||
  field.getAttribute('aria-label') || field.name
// An icon button (Show password) has no text: its name is its label.
const wordsOf = (button) => button.getAttribute('aria-label') || button.textContent.trim()
markup?.addEventListener('focusin', (event) => { focused = event.target })
markup?.addEventListener('click', (event) => {
  const control = event.target.closest?.('button, a[href]')
  if (!control || event.ctrlKey || event.metaKey || event.shiftKey) return
  // A link of the markup would load the page again (the app's own switch views in place).
  if (control.tagName === 'A') event.preventDefault()
  pressed = wordsOf(control)
})
// A form with one field submits on Enter by itself: never from the markup.
addEventListener('submit', (event) => { if (markup?.contains(event.target)) event.preventDefault() }, true)
markup?.addEventListener('keydown', (event) => {
  const submit = event.target.form?.querySelector('[data-submit]')
  if (event.key === 'Enter' && event.target.tagName === 'INPUT' && submit) pressed = wordsOf(submit)
})
addEventListener(${JSON.stringify(screenShownEvent)}, () => {
  const root = document.getElementById('root')
  if (!markup || !root) return
  const fields = [...root.querySelectorAll('input, textarea, select')]
  const appField = (field) => fields.find((candidate) => labelIn(root, candidate) === labelIn(markup, field))
  // A list box has no defaultValue: changed when an option's selection is not its default one.
  const changed = (field) => field.tagName === 'SELECT'
    ? [...field.options].some((option) => option.selected !== option.defaultSelected)
    : field.value !== field.defaultValue
  for (const field of markup.querySelectorAll('input, textarea, select')) {
    const target = appField(field)
    if (!target || !changed(field) || target.value === field.value) continue
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(target), 'value').set.call(target, field.value)
    // React hears a list box's choice as "change", a field's typing as "input".
    target.dispatchEvent(new Event(target.tagName === 'SELECT' ? 'change' : 'input', { bubbles: true }))
  }
  const target = focused && appField(focused)
  if (target) {
    target.focus()
    try { target.setSelectionRange(focused.selectionStart, focused.selectionEnd) } catch {}
  }
  // After the app has committed the values the events above gave it.
  if (pressed) setTimeout(() => [...root.querySelectorAll('button, a[href]')].find((control) => wordsOf(control) === pressed)?.click(), 0)
}, { once: true })
`
}
