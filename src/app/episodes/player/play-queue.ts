// Which episode of the queue plays: the next one starts by itself when one ends, previous and next
// move within the queue and stop at its ends.

/** The index after `index`, or null at the end of the queue. */
export function nextIndex(length: number, index: number): number | null {
  return index + 1 < length ? index + 1 : null
}

/** The index before `index`, or null at the start. */
export function previousIndex(index: number): number | null {
  return index > 0 ? index - 1 : null
}

/** A start index that is inside the queue (0 for an empty one). */
export function clampIndex(length: number, index: number): number {
  return Math.min(Math.max(0, Math.floor(index)), Math.max(0, length - 1))
}
