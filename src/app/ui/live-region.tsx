// A live region is in the page before it has anything to say, and only its text changes: screen
// readers announce a change in a region they already know and may miss one that arrives with its
// text. Polite (role="status") unless `urgent` (role="alert", for errors). `offscreen` keeps it out
// of sight for words the screen already shows another way (a dot, a take's row).
import type { ReactNode } from 'react'

export function LiveRegion({
  children,
  urgent = false,
  offscreen = false,
}: {
  children?: ReactNode
  urgent?: boolean
  offscreen?: boolean
}) {
  return (
    <div role={urgent ? 'alert' : 'status'} className={offscreen ? 'plain-offscreen' : undefined}>
      {children}
    </div>
  )
}
