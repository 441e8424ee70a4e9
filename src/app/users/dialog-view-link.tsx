import type { ReactNode } from 'react'

/** A real link to `/login` (so it reads as one, and opens the login page in a new tab), which the
 *  dialog follows by switching its view instead of reloading: "Log in", "School Member". */
export function DialogViewLink({ onClick, children }: { onClick: () => void; children: ReactNode }) {
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
