import { Button, HStack, Stack, Text } from '@chakra-ui/react'
import type { Session } from '#contract/sessions'
import { messageOf } from '../api/api-error'
import { useFinishSession, usePublishSession } from './session-queries'

/** Owner only: finish the session, then put it on (or take it off) the owner's portfolio. */
export function FinishPanel({ session, online }: { session: Session; online: boolean }) {
  const complete = useFinishSession(session.id)
  const publish = usePublishSession(session.id)
  const failure = complete.error ?? publish.error

  return (
    <Stack gap="2">
      <HStack gap="3" wrap="wrap">
        {session.status === 'open' ? (
          <Button variant="outline" onClick={() => complete.mutate()} loading={complete.isPending} disabled={!online}>
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
          <Button variant="outline" onClick={() => publish.mutate(true)} loading={publish.isPending} disabled={!online}>
            Publish to portfolio
          </Button>
        )}
      </HStack>
      {failure && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {messageOf(failure)}
        </Text>
      )}
    </Stack>
  )
}
