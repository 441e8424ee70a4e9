import type { ReactNode } from 'react'

/** A real link to `/login` (so it reads as one), switched by the dialog instead of reloading. */
export function BackToLoginLink({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <a
      className="plain-link"
      href="/login"
      onClick={(event) => {
        event.preventDefault()
        onClick()
      }}
    >
      {children}
    </a>
  )
}
