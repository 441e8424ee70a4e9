import { Dialog, Portal } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { DialogActions } from './dialog-actions'

interface ConfirmDialogProps {
  open?: boolean
  title: string
  children: ReactNode
  confirmLabel: string
  cancelLabel?: string
  busy?: boolean
  onConfirm: () => void
  onCancel: () => void
}

/** Asks before something that cannot be undone; the safe choice is the first button. */
export function ConfirmDialog({ open = true, title, children, confirmLabel, cancelLabel = 'Cancel', busy, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onCancel()} role="alertdialog" placement="center" motionPreset="none">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <DialogActions cancelLabel={cancelLabel} onCancel={onCancel} confirmLabel={confirmLabel} onConfirm={onConfirm} busy={busy} danger />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
