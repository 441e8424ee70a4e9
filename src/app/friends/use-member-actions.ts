import { useOnline } from '../offline/use-online'
import { useFriendAction, type FriendAction } from './friend-queries'

/** The actions of one member's row: run one, which one is on its way, whether buttons are off
 *  (offline, or an action pending), and the last failure. */
export function useMemberActions(userId: string) {
  const mutation = useFriendAction()
  const online = useOnline()
  return {
    run: (action: FriendAction, settled?: () => void) => mutation.mutate({ action, userId }, { onSettled: settled }),
    busy: (action: FriendAction) => mutation.isPending && mutation.variables.action === action,
    disabled: !online || mutation.isPending,
    error: mutation.error,
  }
}

export type MemberActions = ReturnType<typeof useMemberActions>
