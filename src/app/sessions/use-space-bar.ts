import { useEffect, useRef } from 'react'
import { spaceBarAction } from './space-bar'

/** Space toggles recording (see space-bar.ts for where it does not). */
export function useSpaceBar(toggle: () => void, enabled: boolean): void {
  const latest = useRef(toggle)
  useEffect(() => {
    latest.current = toggle
  })

  useEffect(() => {
    if (!enabled) return
    let handled = false
    const onKeyDown = (event: KeyboardEvent) => {
      const action = spaceBarAction({
        key: event.key,
        repeat: event.repeat,
        modified: event.ctrlKey || event.metaKey || event.altKey,
        target: event.target,
      })
      if (action === 'ignore') return
      // Not a scroll, and not a click on whatever button has focus.
      event.preventDefault()
      handled = true
      if (action === 'toggle') latest.current()
    }
    const onKeyUp = (event: KeyboardEvent) => {
      // A focused button is activated on key up: swallow it when the key down recorded.
      if (event.key === ' ' && handled) event.preventDefault()
      handled = false
    }
    window.addEventListener('keydown', onKeyDown)
    window.addEventListener('keyup', onKeyUp)
    return () => {
      window.removeEventListener('keydown', onKeyDown)
      window.removeEventListener('keyup', onKeyUp)
    }
  }, [enabled])
}
