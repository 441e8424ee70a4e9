import { lazy, Suspense, useState } from 'react'
import { lazyWithReload } from '../pwa/lazy-with-reload'
import type { ConfirmDialogProps } from '../layout/confirm-dialog-box'

// The Dialog component's machinery (portal, focus trap, dismiss layers) is a chunk of its own,
// loaded the first time a screen asks: no screen shows a confirmation on its first paint.
const ConfirmDialogBox = lazy(() =>
  lazyWithReload(() => import('../layout/confirm-dialog-box'), 'confirm-dialog').then((module) => ({
    default: module.ConfirmDialogBox,
  })),
)

/** Asks before something that cannot be undone; the safe choice is the first button. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const open = props.open ?? true
  const [wanted, setWanted] = useState(open)
  if (open && !wanted) setWanted(true)
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <ConfirmDialogBox {...props} />
    </Suspense>
  )
}
