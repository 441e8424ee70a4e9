import { Link } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/** A real link to `/login` (so it reads as one), switched by the dialog instead of reloading. */
export function BackToLoginLink({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Link
      href="/login"
      color="brand.fg"
      onClick={(event) => {
        event.preventDefault()
        onClick()
      }}
    >
      {children}
    </Link>
  )
}
