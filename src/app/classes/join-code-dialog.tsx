import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react'
import type { TeacherClass } from '#contract/classes'
import { groupJoinCode, joinLink } from './join-code-display'

/** The join code across the whole screen, to be read from the back of a classroom. */
export function JoinCodeDialog({ item, code, onClose }: { item: TeacherClass; code: string; onClose: () => void }) {
  const link = joinLink(window.location, code)
  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} size="full" motionPreset="none">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title fontSize="2xl">Join {item.name}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body display="flex" alignItems="center" justifyContent="center">
              <Stack gap="6" align="center" textAlign="center">
                <Text fontSize="3xl">Class code</Text>
                <Text
                  as="p"
                  fontFamily="mono"
                  fontWeight="bold"
                  lineHeight="1"
                  letterSpacing="0.08em"
                  whiteSpace="nowrap"
                  fontSize="min(15vw, 28vh)"
                  data-testid="join-code-large"
                >
                  {groupJoinCode(code)}
                </Text>
                <Text fontSize="xl" maxW="3xl">
                  New here? Register at {link.replace(/^https?:\/\//, '')}. Already a member? Open your profile and type
                  the code under Class code.
                </Text>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button size="lg" onClick={onClose}>
                Close
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
