// Signing in as someone else on a device that holds another member's unsent takes or drafts: before
// the sign-in is sent, the member is told what would be lost and chooses. Cancel sends nothing;
// going on removes exactly what was named, once the sign-in has succeeded (never the work of the
// member who turns out to sign in).
import { use, useCallback, useState, type ReactNode } from 'react'
import { OfflineContext } from '../offline/offline-services'
import type { UnsentWork } from '../offline/unsent-work'
import { PlainAlert } from '../ui/plain/plain-alert'
import { PlainButton } from '../ui/plain/plain-button'

interface Question {
  /** "1 take and 2 drafts". */
  described: string
  answer: (remove: boolean) => void
}

// Only needed once a sign-in is sent: kept out of the login page's first load.
const unsentWorkModule = () => import('../offline/unsent-work')

/** What the member chose: go on (with the work they agreed to remove), or not. */
export type SwitchChoice = { proceed: false } | { proceed: true; agreed: UnsentWork | null }

export interface MemberSwitch {
  /** Before sending a sign-in with `login` (null: registering a new member). */
  check(login: string | null): Promise<SwitchChoice>
  /** After the sign-in of `userId` succeeded: removes what was agreed. */
  finish(choice: SwitchChoice, userId: string): Promise<void>
  /** The warning, while it waits for an answer; show it instead of the form. */
  warning: ReactNode
}

export function useMemberSwitch(): MemberSwitch {
  const storage = use(OfflineContext)
  const [question, setQuestion] = useState<Question | null>(null)

  const check = useCallback(
    async (login: string | null): Promise<SwitchChoice> => {
      // A device that never kept anything holds nobody's work.
      if (!storage.isOpen() && !(await storage.holdsData)) return { proceed: true, agreed: null }
      const offline = await storage.open()
      if (!offline) return { proceed: true, agreed: null }
      const { describeUnsentWork, isEmptyWork, unsentWorkNotNamedBy } = await unsentWorkModule()
      const work = await unsentWorkNotNamedBy(offline, window.localStorage, login)
      if (isEmptyWork(work)) return { proceed: true, agreed: null }
      const remove = await new Promise<boolean>((answer) =>
        setQuestion({ described: describeUnsentWork(work), answer }),
      )
      setQuestion(null)
      return remove ? { proceed: true, agreed: work } : { proceed: false }
    },
    [storage],
  )

  const finish = useCallback(
    async (choice: SwitchChoice, userId: string) => {
      const offline = choice.proceed && choice.agreed ? await storage.open() : null
      if (!offline || !choice.proceed || !choice.agreed) return
      const { removeUnsentWork, withoutOwner } = await unsentWorkModule()
      await removeUnsentWork(offline, withoutOwner(choice.agreed, userId))
    },
    [storage],
  )

  const warning = question ? <MemberSwitchWarning described={question.described} onAnswer={question.answer} /> : null
  return { check, finish, warning }
}

function MemberSwitchWarning({ described, onAnswer }: { described: string; onAnswer: (remove: boolean) => void }) {
  return (
    <div className="plain-stack">
      <PlainAlert status="warning" title="Another member’s work is waiting on this device">
        This device holds work of another member that has not reached the server yet: {described}. If you go on, it will
        be removed from this device for good. Cancel to keep it, so its owner can log in and send it.
      </PlainAlert>
      <div className="plain-row">
        <PlainButton palette="red" onClick={() => onAnswer(true)}>
          Remove it and continue
        </PlainButton>
        <PlainButton variant="outline" onClick={() => onAnswer(false)}>
          Cancel
        </PlainButton>
      </div>
    </div>
  )
}
