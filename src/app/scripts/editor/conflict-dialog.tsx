import { Dialog, Portal, Text } from '@chakra-ui/react'
import { formatUpdatedAt } from '#app/ui/format-date-time'
import type { Script } from '#contract/scripts'
import { DialogActions } from '#app/ui/dialog-actions'
import { conflictMessage } from './save-feedback'

interface ConflictDialogProps {
  other: Script
  saving: boolean
  onKeepMine: () => void
  onUseOther: () => void
}

/** Another device saved first: the member picks a version; nothing is overwritten without asking. */
export function ConflictDialog({ other, saving, onKeepMine, onUseOther }: ConflictDialogProps) {
  return (
    <Dialog.Root
      open
      role="alertdialog"
      closeOnEscape={false}
      closeOnInteractOutside={false}
      placement="center"
      motionPreset="none"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{conflictMessage}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>
                The other version ("{other.title}", {other.roles.length} roles, {other.lines.length} lines) was saved{' '}
                {formatUpdatedAt(other.updatedAt)}. Keep yours to save it over that one, or use the other version and
                drop your changes.
              </Text>
            </Dialog.Body>
            <DialogActions
              cancelLabel="Use the other version"
              onCancel={onUseOther}
              cancelDisabled={saving}
              confirmLabel="Keep mine"
              onConfirm={onKeepMine}
              busy={saving}
            />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
