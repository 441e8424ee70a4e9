import { Button, HStack, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import type { Session } from '#contract/sessions'
import { messageOf } from '../api/api-error'
import { ConfirmDialog } from '../ui/confirm-dialog'
import { useFinishSession, usePublishSession, useReopenSession } from './session-queries'

export const finishingEnablesText = 'Finished sessions can be published as episodes and shown in your portfolio.'

/** Owner only: finish the session (after a confirmation), reopen it while nothing is published from
 *  it, and put it on (or take it off) the owner's portfolio. */
export function FinishPanel({ session, online }: { session: Session; online: boolean }) {
  const complete = useFinishSession(session.id)
  const reopen = useReopenSession(session.id)
  const publish = usePublishSession(session.id)
  const [confirming, setConfirming] = useState(false)
  const failure = complete.error ?? reopen.error ?? publish.error

  return (
    <Stack gap="2">
      {session.status === 'open' && (
        <Text fontSize="sm" color="fg.muted">
          {finishingEnablesText}
        </Text>
      )}
      <HStack gap="3" wrap="wrap">
        {session.status === 'open' ? (
          <Button variant="outline" onClick={() => setConfirming(true)} disabled={!online}>
            Mark as finished
          </Button>
        ) : session.published ? (
          <>
            <Text>On your portfolio.</Text>
            <Button
              variant="outline"
              onClick={() => publish.mutate(false)}
              loading={publish.isPending}
              disabled={!online}
            >
              Remove from portfolio
            </Button>
          </>
        ) : (
          <>
            <Button
              variant="outline"
              onClick={() => publish.mutate(true)}
              loading={publish.isPending}
              disabled={!online}
            >
              Publish to portfolio
            </Button>
            <Button variant="ghost" onClick={() => reopen.mutate()} loading={reopen.isPending} disabled={!online}>
              Reopen session
            </Button>
          </>
        )}
      </HStack>
      {failure && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {messageOf(failure)}
        </Text>
      )}
      <ConfirmDialog
        open={confirming}
        title="Mark this session as finished?"
        confirmLabel="Mark as finished"
        busy={complete.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => complete.mutate(undefined, { onSettled: () => setConfirming(false) })}
      >
        <Text>
          {finishingEnablesText} No more takes can be recorded until you reopen it, which you can do until it is
          published.
        </Text>
      </ConfirmDialog>
    </Stack>
  )
}
