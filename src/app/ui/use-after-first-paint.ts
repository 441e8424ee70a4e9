import { startTransition, useEffect, useState } from 'react'

/** False for a screen's first paint, true once the browser has painted it: what the screen does not
 *  need at once (below the fold) renders after it, as a transition a press can interrupt. A hidden
 *  tab paints no frame, so at most 200 ms later. */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const show = () => {
      clearTimeout(timer)
      startTransition(() => setPainted(true))
    }
    const frame = requestAnimationFrame(() => {
      clearTimeout(timer)
      timer = setTimeout(show, 0)
    })
    timer = setTimeout(show, 200)
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [])
  return painted
}
