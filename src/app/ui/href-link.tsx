import { Link } from '@chakra-ui/react'
import { useNavigate } from '@tanstack/react-router'
import type { ReactNode } from 'react'

/** A link to a path on this site (opened by the router) or to a whole address (another variant). */
export function HrefLink({ href, children, onOpen }: { href: string; children: ReactNode; onOpen?: () => void }) {
  const navigate = useNavigate()
  return (
    <Link
      href={href}
      colorPalette="brand"
      onClick={(event) => {
        onOpen?.()
        if (!href.startsWith('/') || event.metaKey || event.ctrlKey || event.shiftKey) return
        event.preventDefault()
        void navigate({ href })
      }}
    >
      {children}
    </Link>
  )
}
