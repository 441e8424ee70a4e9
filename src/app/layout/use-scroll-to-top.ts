import { useLocation } from '@tanstack/react-router'
import { useEffect } from 'react'

/** SPEC §2: every route change starts at the top of the page. */
export function useScrollToTop(): void {
  const pathname = useLocation({ select: (location) => location.pathname })
  useEffect(() => {
    window.scrollTo(0, 0)
  }, [pathname])
}
