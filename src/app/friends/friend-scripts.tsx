import { Stack } from '@chakra-ui/react'
import type { PublicUser } from '#contract/users'
import { ScriptSummaryItem } from '../scripts'
import { memberName } from '../profiles'
import { ListStates } from '../ui/list-states'
import { EmptyState } from '../ui/query-states'
import { useMemberScripts } from './friend-queries'

/** The scripts a friend shares with friends or everyone, each opening to read and record. */
export function FriendScripts({ user, id }: { user: PublicUser; id: string }) {
  const scripts = useMemberScripts(user.id)
  const name = memberName(user)
  return (
    <Stack id={id} gap="2" pl={{ base: '0', sm: '12' }}>
      <ListStates
        query={scripts}
        loading={`Loading the scripts of ${name}…`}
        empty={<EmptyState title={`${name} shares no scripts yet.`} />}
      >
        {(items) => (
          <Stack as="ul" aria-label={`Scripts of ${name}`} gap="2" m="0" p="0">
            {items.map((script) => (
              <ScriptSummaryItem key={script.id} script={script} />
            ))}
          </Stack>
        )}
      </ListStates>
    </Stack>
  )
}
