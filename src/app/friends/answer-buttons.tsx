import { Button } from '@chakra-ui/react'
import type { MemberActions } from './use-member-actions'

/** Accept or Decline a request the member sent the caller. */
export function AnswerButtons({ actions }: { actions: MemberActions }) {
  return (
    <>
      <Button
        size="sm"
        disabled={actions.disabled}
        loading={actions.busy('accept')}
        onClick={() => actions.run('accept')}
      >
        Accept
      </Button>
      <Button
        size="sm"
        variant="outline"
        disabled={actions.disabled}
        loading={actions.busy('remove')}
        onClick={() => actions.run('remove')}
      >
        Decline
      </Button>
    </>
  )
}

/** Take back a request the caller sent. */
export function CancelRequestButton({ actions }: { actions: MemberActions }) {
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={actions.disabled}
      loading={actions.busy('remove')}
      onClick={() => actions.run('remove')}
    >
      Cancel request
    </Button>
  )
}
