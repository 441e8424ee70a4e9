// Keyboard users keep their place when the editor reorders or adds rows: elements register under
// a key, and `focusLater` focuses the first of the given keys that is present and enabled once
// React has rendered the change (a moved or new element is not in place before that).
import { useCallback, useEffect, useRef } from 'react'

type Focusable = HTMLElement & { disabled?: boolean }

/** Gives an element a key; use as `ref={register('line:id:text')}`. */
export type Register = (key: string) => (element: HTMLElement | null) => void

export function useFocusAfterRender() {
  const elements = useRef(new Map<string, Focusable>())
  const pending = useRef<string[] | null>(null)

  useEffect(() => {
    const keys = pending.current
    if (!keys) return
    pending.current = null
    for (const key of keys) {
      const element = elements.current.get(key)
      if (element && !element.disabled) {
        element.focus()
        return
      }
    }
  })

  const register: Register = useCallback(
    (key: string) => (element: HTMLElement | null) => {
      if (element) elements.current.set(key, element)
      else elements.current.delete(key)
    },
    [],
  )

  const focusLater = useCallback((...keys: string[]) => {
    pending.current = keys
  }, [])

  return { register, focusLater }
}
