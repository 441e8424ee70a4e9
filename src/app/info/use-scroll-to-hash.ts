import { useLocation } from '@tanstack/react-router'
import { useEffect } from 'react'

/** An address with a place (/about#terms, the Register view's link) lands on it once the page is
 *  shown: the browser looked for the place when the address loaded, before this lazy screen existed.
 *  The layout's scroll to the top leaves such addresses alone (use-scroll-to-top.ts). */
export function useScrollToHash(): void {
  const hash = useLocation({ select: (location) => location.hash })
  useEffect(() => {
    const id = decodeURIComponent(hash.replace(/^#/, ''))
    if (id) document.getElementById(id)?.scrollIntoView?.()
  }, [hash])
}
