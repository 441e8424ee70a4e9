import { Button } from '@chakra-ui/react'
import type { PublicUser } from '#contract/users'
import { MemberRow } from './member-row'
import { useMemberActions } from './use-member-actions'

/** A member the caller blocked; unblocking lets them find and ask the caller again. */
export function BlockedRow({ user }: { user: PublicUser }) {
  const actions = useMemberActions(user.id)
  return (
    <MemberRow
      user={user}
      error={actions.error}
      actions={
        <Button
          size="sm"
          variant="outline"
          disabled={actions.disabled}
          loading={actions.busy('unblock')}
          onClick={() => actions.run('unblock')}
        >
          Unblock
        </Button>
      }
    />
  )
}
