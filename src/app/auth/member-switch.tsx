// Signing in as someone else on a device that holds another member's unsent takes or drafts: the
// member is told what would be lost and chooses. Nothing is removed without that choice.
import { Alert, Button, HStack, Stack } from '@chakra-ui/react'
import { use, useCallback, useState, type ReactNode } from 'react'
import type { User } from '../../contract/users'
import { OfflineContext } from '../offline/offline-services'
import { describeUnsentWork, isEmptyWork, removeUnsentWork, unsentWorkOfOthers, type UnsentWork } from '../offline/unsent-work'
import type { ConfirmSignIn } from './auth'

interface Question {
  work: UnsentWork
  answer: (remove: boolean) => void
}

/** `confirm` for auth.signIn / auth.register, and the warning to show while it waits for an answer. */
export function useMemberSwitch(): { confirm: ConfirmSignIn; warning: ReactNode } {
  const offline = use(OfflineContext)
  const [question, setQuestion] = useState<Question | null>(null)

  const confirm = useCallback(
    async (user: User) => {
      if (!offline) return true
      const work = await unsentWorkOfOthers(offline, user.id)
      if (isEmptyWork(work)) return true
      const remove = await new Promise<boolean>((answer) => setQuestion({ work, answer }))
      setQuestion(null)
      if (remove) await removeUnsentWork(offline, work)
      return remove
    },
    [offline],
  )

  const warning = question ? <MemberSwitchWarning work={question.work} onAnswer={question.answer} /> : null
  return { confirm, warning }
}

function MemberSwitchWarning({ work, onAnswer }: { work: UnsentWork; onAnswer: (remove: boolean) => void }) {
  const [busy, setBusy] = useState(false)
  return (
    <Stack gap="4">
      <Alert.Root status="warning" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Another member’s work is waiting on this device</Alert.Title>
          <Alert.Description>
            This device holds work of another member that has not reached the server yet: {describeUnsentWork(work)}. If you log in,
            it will be removed from this device for good. Cancel to keep it, so its owner can log in and send it.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <HStack gap="3" wrap="wrap">
        <Button
          colorPalette="red"
          loading={busy}
          onClick={() => {
            setBusy(true)
            onAnswer(true)
          }}
        >
          Remove it and log in
        </Button>
        <Button variant="outline" disabled={busy} onClick={() => onAnswer(false)}>
          Cancel
        </Button>
      </HStack>
    </Stack>
  )
}
