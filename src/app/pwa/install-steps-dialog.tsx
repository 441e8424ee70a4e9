import { Button, Dialog, List, Portal } from '@chakra-ui/react'

/** "Install the app" where the browser offers no prompt: its steps, numbered. */
export function InstallStepsDialog({ steps, onClose }: { steps: readonly string[]; onClose: () => void }) {
  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} placement="center" motionPreset="none">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Install the app</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <List.Root as="ol" gap="2" ps="5">
                {steps.map((step) => (
                  <List.Item key={step}>{step}</List.Item>
                ))}
              </List.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Button onClick={onClose}>Close</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
