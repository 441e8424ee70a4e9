import { Button, Dialog } from '@chakra-ui/react'

interface DialogActionsProps {
  cancelLabel: string
  onCancel: () => void
  /** E.g. while the action runs, when going back would leave it half done. */
  cancelDisabled?: boolean
  confirmLabel: string
  onConfirm: () => void
  busy?: boolean
  disabled?: boolean
  /** Red, for what cannot be undone. */
  danger?: boolean
}

/** A dialog's footer: the safe choice first, the action last. */
export function DialogActions({
  cancelLabel,
  onCancel,
  cancelDisabled,
  confirmLabel,
  onConfirm,
  busy,
  disabled,
  danger,
}: DialogActionsProps) {
  return (
    <Dialog.Footer>
      <Button variant="outline" disabled={cancelDisabled} onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button colorPalette={danger ? 'red' : undefined} disabled={disabled} loading={busy} onClick={onConfirm}>
        {confirmLabel}
      </Button>
    </Dialog.Footer>
  )
}
