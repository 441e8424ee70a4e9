import type { PublicUser } from '#contract/users'
import { memberName } from '../profiles'
import { ConfirmButton } from './confirm-button'
import type { MemberActions } from './use-member-actions'

/** Block, after asking: the member can no longer find, message or ask the caller. */
export function BlockButton({ user, actions }: { user: PublicUser; actions: MemberActions }) {
  const name = memberName(user)
  return (
    <ConfirmButton
      label="Block"
      title={`Block ${name}?`}
      consequence={`${name} will no longer find you, send you friend requests or write to you, and any friendship or request between you ends. You can unblock them later under Blocked members.`}
      disabled={actions.disabled}
      busy={actions.busy('block')}
      onConfirm={(settled) => actions.run('block', settled)}
    />
  )
}
