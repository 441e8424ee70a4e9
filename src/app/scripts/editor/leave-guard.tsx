import { Button, Dialog, Portal, Text } from '@chakra-ui/react'
import { useBlocker } from '@tanstack/react-router'

/** Asks before leaving with unsaved changes: in the app (router blocker) and when closing or
 *  reloading the tab (beforeunload, where the browser shows its own question). */
export function LeaveGuard({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker({ shouldBlockFn: () => dirty, enableBeforeUnload: dirty, withResolver: true })
  if (blocker.status !== 'blocked') return null
  return (
    <Dialog.Root open role="alertdialog" onOpenChange={(details) => !details.open && blocker.reset()} placement="center" motionPreset="none">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Leave without saving?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>This script has changes that are not saved yet. If you leave now, they are lost.</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => blocker.reset()}>
                Stay and keep editing
              </Button>
              <Button colorPalette="red" onClick={() => blocker.proceed()}>
                Leave without saving
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
