// Between the lines of the studio, Tab passes every take's buttons; the arrow keys go from line to
// line: Up and Down from a line's button to the one before or after, Home and End to the first
// and last.
import type { KeyboardEvent } from 'react'

export const lineButtonAttribute = 'data-line-button'

const steps: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => Math.min(index + 1, count - 1),
  ArrowUp: (index) => Math.max(index - 1, 0),
  Home: () => 0,
  End: (_, count) => count - 1,
}

export function moveBetweenLines(event: KeyboardEvent<HTMLElement>): void {
  const step = steps[event.key]
  if (!step || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
  const buttons = [...event.currentTarget.querySelectorAll<HTMLElement>(`[${lineButtonAttribute}]`)]
  const index = buttons.indexOf(event.target as HTMLElement)
  if (index < 0) return
  event.preventDefault()
  buttons[step(index, buttons.length)]?.focus()
}
