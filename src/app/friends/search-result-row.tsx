import { Badge, Button } from '@chakra-ui/react'
import type { SearchResult } from '#contract/friends'
import { AnswerButtons, CancelRequestButton } from './answer-buttons'
import { MemberRow } from './member-row'
import { useMemberActions } from './use-member-actions'

/** A member found by a search, with the one thing to do next given where the two stand. */
export function SearchResultRow({ result }: { result: SearchResult }) {
  const actions = useMemberActions(result.user.id)
  return (
    <MemberRow user={result.user} error={actions.error} actions={<NextStep state={result.state} actions={actions} />} />
  )
}

function NextStep({ state, actions }: { state: SearchResult['state']; actions: ReturnType<typeof useMemberActions> }) {
  switch (state) {
    case null:
      return (
        <Button
          size="sm"
          disabled={actions.disabled}
          loading={actions.busy('request')}
          onClick={() => actions.run('request')}
        >
          Add friend
        </Button>
      )
    case 'requested':
      return <CancelRequestButton actions={actions} />
    case 'incoming':
      return <AnswerButtons actions={actions} />
    case 'friends':
      return (
        <Badge colorPalette="green" size="lg">
          Friends
        </Badge>
      )
  }
}
