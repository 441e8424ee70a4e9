import type { FriendshipEntry } from '#contract/friends'
import { AnswerButtons, CancelRequestButton } from './answer-buttons'
import { BlockButton } from './block-button'
import { MemberRow } from './member-row'
import { useMemberActions } from './use-member-actions'

/** A request someone sent the caller: accept, decline, or block a member who should not ask. */
export function IncomingRequestRow({ entry }: { entry: FriendshipEntry }) {
  const actions = useMemberActions(entry.user.id)
  return (
    <MemberRow
      user={entry.user}
      error={actions.error}
      actions={
        <>
          <AnswerButtons actions={actions} />
          <BlockButton user={entry.user} actions={actions} />
        </>
      }
    />
  )
}

/** A request the caller sent, waiting for an answer. */
export function SentRequestRow({ entry }: { entry: FriendshipEntry }) {
  const actions = useMemberActions(entry.user.id)
  return <MemberRow user={entry.user} error={actions.error} actions={<CancelRequestButton actions={actions} />} />
}
