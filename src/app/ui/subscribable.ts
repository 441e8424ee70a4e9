/** A value that can be read now and watched (for `useSyncExternalStore`). */
export interface Subscribable<T> {
  get(): T
  subscribe(listener: () => void): () => void
}

/** A Subscribable its owner sets; listeners hear only real changes. */
export function subscribable<T>(initial: T): Subscribable<T> & { set(value: T): void } {
  let value = initial
  const listeners = new Set<() => void>()
  return {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return
      value = next
      listeners.forEach((listener) => listener())
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
