import { Alert, Button, Dialog, Portal } from '@chakra-ui/react'

export const accountClosedText = 'Your account has been closed.'

/** Says the account is closed (SPEC §8); OK (or dismissing it) signs out. */
export function AccountClosedDialog({ open, onDone }: { open: boolean; onDone: () => void }) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onDone()}
      role="alertdialog"
      placement="center"
      motionPreset="none"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Body pt="6">
              <Alert.Root status="success" role="alert">
                <Alert.Indicator />
                <Alert.Title>{accountClosedText}</Alert.Title>
              </Alert.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Button onClick={onDone}>OK</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
