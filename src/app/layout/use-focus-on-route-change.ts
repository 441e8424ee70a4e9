// After a route change the control that caused it is often gone (a link in a list, a Log in or
// Record button), and focus with it: the next Tab would start again at the top of the document and
// a screen reader would say nothing of the new page. Once the new page shows its h1, focus moves
// there, unless focus is somewhere already (a header tab that stayed, a field the member chose).
import { useLocation } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'

const patienceMs = 5_000

export function useFocusOnRouteChange(): void {
  const pathname = useLocation({ select: (location) => location.pathname })
  const firstPage = useRef(true)
  useEffect(() => {
    // The first page is the browser's: focus starts at the top, or where the page puts it.
    if (firstPage.current) return void (firstPage.current = false)
    const until = Date.now() + patienceMs
    let frame = 0
    const look = () => {
      const heading = document.querySelector('h1')
      if (heading && document.activeElement === document.body) {
        heading.tabIndex = -1
        heading.focus({ preventScroll: true })
      } else if (Date.now() < until) frame = requestAnimationFrame(look)
    }
    frame = requestAnimationFrame(look)
    return () => cancelAnimationFrame(frame)
  }, [pathname])
}
