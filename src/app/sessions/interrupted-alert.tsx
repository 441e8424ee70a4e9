import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { ConfirmDialog } from '../ui/confirm-dialog'
import type { InterruptedTakes } from './use-interrupted-takes'

export const interruptedText = 'A take of this session was interrupted.'

/** Offers the first interrupted take of this session: keep what was written, or discard it (asked first). */
export function InterruptedAlert({
  interrupted,
  lineText,
}: {
  interrupted: InterruptedTakes
  lineText: (lineId: string) => string | null
}) {
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const take = interrupted.takes[0]
  if (!take) return null
  const seconds = Math.max(1, Math.round(take.durationMs / 1000))
  const line = lineText(take.lineId)

  async function settle(action: (id: string) => Promise<void>) {
    if (!take) return
    setBusy(true)
    try {
      await action(take.id)
    } finally {
      setBusy(false)
      setConfirming(false)
    }
  }

  return (
    <Alert.Root status="warning" role="alert">
      <Alert.Indicator />
      <Stack gap="2" flex="1">
        <Alert.Title>{interruptedText}</Alert.Title>
        <Text fontSize="sm">
          About {seconds} s were recorded{line ? ` for “${line}”` : ''} before the page closed.
        </Text>
        <HStack gap="2">
          <Button size="sm" onClick={() => void settle(interrupted.keep)} loading={busy && !confirming}>
            Keep it
          </Button>
          <Button size="sm" variant="outline" onClick={() => setConfirming(true)} disabled={busy}>
            Discard
          </Button>
        </HStack>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title="Discard the interrupted take?"
        confirmLabel="Discard take"
        busy={busy}
        onConfirm={() => void settle(interrupted.discard)}
        onCancel={() => setConfirming(false)}
      >
        What was recorded of this take is deleted from this device. This cannot be undone.
      </ConfirmDialog>
    </Alert.Root>
  )
}
