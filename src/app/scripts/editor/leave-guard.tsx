import { Text } from '@chakra-ui/react'
import { useBlocker } from '@tanstack/react-router'
import { ConfirmDialog } from '#app/ui/confirm-dialog'

/** Asks before leaving with unsaved changes: in the app (router blocker) and when closing or
 *  reloading the tab (beforeunload, where the browser shows its own question). */
export function LeaveGuard({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker({ shouldBlockFn: () => dirty, enableBeforeUnload: dirty, withResolver: true })
  if (blocker.status !== 'blocked') return null
  return (
    <ConfirmDialog
      title="Leave without saving?"
      cancelLabel="Stay and keep editing"
      confirmLabel="Leave without saving"
      onConfirm={() => blocker.proceed()}
      onCancel={() => blocker.reset()}
    >
      <Text>This script has changes that are not saved yet. If you leave now, they are lost.</Text>
    </ConfirmDialog>
  )
}
