import { Button, Dialog, Portal, Text } from '@chakra-ui/react'

interface DeleteScriptDialogProps {
  title: string
  deleting: boolean
  error: string | null
  onDelete: () => void
  onCancel: () => void
}

export function DeleteScriptDialog({ title, deleting, error, onDelete, onCancel }: DeleteScriptDialogProps) {
  return (
    <Dialog.Root open role="alertdialog" onOpenChange={(details) => !details.open && onCancel()} placement="center" motionPreset="none">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Delete this script?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>"{title || 'Untitled script'}" and its roles and lines are deleted for good.</Text>
              {error && (
                <Text role="alert" color="fg.error" mt="3">
                  {error}
                </Text>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel}>
                Cancel
              </Button>
              <Button colorPalette="red" loading={deleting} onClick={onDelete}>
                Delete
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
