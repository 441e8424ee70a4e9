import { useLocation } from '@tanstack/react-router'
import { useEffect } from 'react'

/** SPEC §2: every route change starts at the top of the page, except an address with a place in
 *  the page (/about#terms), which that page scrolls to once it is shown (info/use-scroll-to-hash.ts). */
export function useScrollToTop(): void {
  const pathname = useLocation({ select: (location) => location.pathname })
  useEffect(() => {
    if (window.location.hash) return
    window.scrollTo(0, 0)
  }, [pathname])
}
