// A value this device keeps in localStorage (a choice made per device, or a result measured on it),
// watched like any Subscribable. It is validated when read: a value an older version left, or one
// that cannot be read, is the fallback. Where storage refuses the write (private mode, full), the
// value holds until the page closes.
import type { z } from 'zod/mini'
import { subscribable, type Subscribable } from './subscribable'

export function deviceSetting<Schema extends z.ZodMiniType>(
  key: string,
  schema: Schema,
  fallback: z.infer<Schema>,
): Subscribable<z.infer<Schema>> & { set(value: z.infer<Schema>): void } {
  const read = (): z.infer<Schema> => {
    try {
      const parsed = schema.safeParse(JSON.parse(localStorage.getItem(key) ?? 'null'))
      return parsed.success ? parsed.data : fallback
    } catch {
      return fallback
    }
  }
  const value = subscribable<z.infer<Schema>>(typeof localStorage === 'undefined' ? fallback : read())
  return {
    get: value.get,
    subscribe: value.subscribe,
    set(next) {
      value.set(next)
      try {
        localStorage.setItem(key, JSON.stringify(next))
      } catch {
        // Storage refused: the value holds until the page closes.
      }
    },
  }
}
