import { Button, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { ConfirmDialog } from '../ui/confirm-dialog'

interface ConfirmButtonProps {
  /** The button's words, and the dialog's confirming button's. */
  label: string
  /** The dialog's question. */
  title: string
  /** What will happen, in a sentence or two. */
  consequence: string
  disabled: boolean
  busy: boolean
  /** Does it; calls `settled` when the server has answered, which closes the dialog. */
  onConfirm: (settled: () => void) => void
}

/** A button for something that cannot be undone in one tap (removing a friend, blocking): it asks first. */
export function ConfirmButton({ label, title, consequence, disabled, busy, onConfirm }: ConfirmButtonProps) {
  const [asking, setAsking] = useState(false)
  return (
    <>
      <Button size="sm" variant="outline" colorPalette="red" disabled={disabled} onClick={() => setAsking(true)}>
        {label}
      </Button>
      <ConfirmDialog
        open={asking}
        title={title}
        confirmLabel={label}
        busy={busy}
        onCancel={() => setAsking(false)}
        onConfirm={() => onConfirm(() => setAsking(false))}
      >
        <Text>{consequence}</Text>
      </ConfirmDialog>
    </>
  )
}
