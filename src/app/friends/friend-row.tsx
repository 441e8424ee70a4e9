import { Button } from '@chakra-ui/react'
import { useId, useState } from 'react'
import type { FriendshipEntry } from '#contract/friends'
import { memberName } from '../profiles'
import { BlockButton } from './block-button'
import { ConfirmButton } from './confirm-button'
import { FriendScripts } from './friend-scripts'
import { MemberRow } from './member-row'
import { MessageLinkButton, ProfileLinkButton } from './member-links'
import { useMemberActions } from './use-member-actions'

/** A friend: their profile, shared scripts and conversation one tap away, and ending the friendship or blocking. */
export function FriendRow({ entry }: { entry: FriendshipEntry }) {
  const { user } = entry
  const actions = useMemberActions(user.id)
  const [showScripts, setShowScripts] = useState(false)
  const scriptsId = useId()
  const name = memberName(user)

  return (
    <MemberRow
      user={user}
      error={actions.error}
      actions={
        <>
          <ProfileLinkButton user={user} />
          <MessageLinkButton user={user} />
          <Button
            size="sm"
            variant="ghost"
            aria-expanded={showScripts}
            aria-controls={scriptsId}
            onClick={() => setShowScripts((shown) => !shown)}
          >
            {showScripts ? 'Hide scripts' : 'Show scripts'}
          </Button>
          <ConfirmButton
            label="Remove friend"
            title={`Remove ${name} from your friends?`}
            consequence={`You will no longer see each other's scripts shared with friends or protected profile details. You can send a new request later.`}
            disabled={actions.disabled}
            busy={actions.busy('remove')}
            onConfirm={(settled) => actions.run('remove', settled)}
          />
          <BlockButton user={user} actions={actions} />
        </>
      }
    >
      {showScripts && <FriendScripts user={user} id={scriptsId} />}
    </MemberRow>
  )
}
