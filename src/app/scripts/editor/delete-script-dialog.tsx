import { Text } from '@chakra-ui/react'
import { ConfirmDialog } from '#app/ui/confirm-dialog'

interface DeleteScriptDialogProps {
  title: string
  deleting: boolean
  error: string | null
  onDelete: () => void
  onCancel: () => void
}

export function DeleteScriptDialog({ title, deleting, error, onDelete, onCancel }: DeleteScriptDialogProps) {
  return (
    <ConfirmDialog
      title="Delete this script?"
      confirmLabel="Delete"
      busy={deleting}
      onConfirm={onDelete}
      onCancel={onCancel}
    >
      <Text>"{title || 'Untitled script'}" and its roles and lines are deleted for good.</Text>
      {error && (
        <Text role="alert" color="fg.error" mt="3">
          {error}
        </Text>
      )}
    </ConfirmDialog>
  )
}
